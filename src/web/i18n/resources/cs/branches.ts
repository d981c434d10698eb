import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Předchozí verze',
  nextVersion: 'Další verze',
  versionOf: 'Verze {{index}} z {{total}}',
  editAndSend: 'Upravit a odeslat',
  editAndSendTitle: 'Upravit a odeslat jako novou verzi',
  exportScope: 'Větve',
  thisPath: 'Tato cesta',
  everyBranch: 'Všechny větve',
  exportJsonEveryBranch: 'Exportovat chat jako JSON, všechny větve',
};
