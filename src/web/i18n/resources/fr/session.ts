import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Conversation supprimée',
  revert: 'Annuler',
  deleteChat: 'Supprimer la conversation',
  confirmDelete: 'Supprimer la conversation «\u202f{{topic}}\u202f»\u202f?',
  header: {
    edit: 'Modifier la conversation',
    more: 'Autres actions sur la conversation',
  },
};
