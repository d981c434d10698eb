import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Predchádzajúca verzia',
  nextVersion: 'Ďalšia verzia',
  versionOf: 'Verzia {{index}} z {{total}}',
  editAndSend: 'Upraviť a odoslať',
  editAndSendTitle: 'Upraviť a odoslať ako novú verziu',
  exportScope: 'Vetvy',
  thisPath: 'Táto cesta',
  everyBranch: 'Všetky vetvy',
  exportJsonEveryBranch: 'Exportovať chat ako JSON, všetky vetvy',
};
