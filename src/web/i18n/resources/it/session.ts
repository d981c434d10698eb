import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat eliminata',
  revert: 'Annulla',
  deleteChat: 'Elimina chat',
  header: {
    edit: 'Modifica chat',
    more: 'Altre azioni della chat',
  },
};
