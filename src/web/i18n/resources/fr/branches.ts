import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Version précédente',
  nextVersion: 'Version suivante',
  versionOf: 'Version {{index}} sur {{total}}',
  editAndSend: 'Modifier et envoyer',
  editAndSendTitle: 'Modifier et envoyer comme nouvelle version',
  exportScope: 'Branches',
  thisPath: 'Ce chemin',
  everyBranch: 'Toutes les branches',
  exportJsonEveryBranch: 'Exporter la discussion en JSON, toutes les branches',
};
