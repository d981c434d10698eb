import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat eliminado',
  revert: 'Deshacer',
  deleteChat: 'Eliminar chat',
  header: {
    edit: 'Editar chat',
    more: 'Más acciones del chat',
  },
};
