import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Versão anterior',
  nextVersion: 'Próxima versão',
  versionOf: 'Versão {{index}} de {{total}}',
  editAndSend: 'Editar e enviar',
  editAndSendTitle: 'Editar e enviar como nova versão',
  exportScope: 'Ramos',
  thisPath: 'Este caminho',
  everyBranch: 'Todos os ramos',
  exportJsonEveryBranch: 'Exportar conversa como JSON, todos os ramos',
};
