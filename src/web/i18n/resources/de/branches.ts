import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Vorherige Version',
  nextVersion: 'Nächste Version',
  versionOf: 'Version {{index}} von {{total}}',
  editAndSend: 'Bearbeiten und senden',
  editAndSendTitle: 'Bearbeiten und als neue Version senden',
  exportScope: 'Zweige',
  thisPath: 'Dieser Pfad',
  everyBranch: 'Alle Zweige',
  exportJsonEveryBranch: 'Chat als JSON exportieren, alle Zweige',
};
