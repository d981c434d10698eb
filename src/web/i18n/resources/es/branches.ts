import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Versión anterior',
  nextVersion: 'Versión siguiente',
  versionOf: 'Versión {{index}} de {{total}}',
  editAndSend: 'Editar y enviar',
  editAndSendTitle: 'Editar y enviar como nueva versión',
  exportScope: 'Ramas',
  thisPath: 'Esta ruta',
  everyBranch: 'Todas las ramas',
  exportJsonEveryBranch: 'Exportar chat como JSON, todas las ramas',
};
