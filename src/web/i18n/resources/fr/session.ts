import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Conversation supprimée',
  revert: 'Annuler',
  deleteChat: 'Supprimer la conversation',
  header: {
    edit: 'Modifier la conversation',
    more: 'Autres actions sur la conversation',
  },
};
