import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Forrige versjon',
  nextVersion: 'Neste versjon',
  versionOf: 'Versjon {{index}} av {{total}}',
  editAndSend: 'Rediger og send',
  editAndSendTitle: 'Rediger og send som ny versjon',
  exportScope: 'Grener',
  thisPath: 'Denne stien',
  everyBranch: 'Alle grener',
  exportJsonEveryBranch: 'Eksporter chatten som JSON, alle grener',
};
