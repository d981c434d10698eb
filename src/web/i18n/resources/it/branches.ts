import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Versione precedente',
  nextVersion: 'Versione successiva',
  versionOf: 'Versione {{index}} di {{total}}',
  editAndSend: 'Modifica e invia',
  editAndSendTitle: 'Modifica e invia come nuova versione',
  exportScope: 'Rami',
  thisPath: 'Questo percorso',
  everyBranch: 'Tutti i rami',
  exportJsonEveryBranch: 'Esporta la chat come JSON, tutti i rami',
};
