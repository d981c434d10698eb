import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat gelöscht',
  revert: 'Rückgängig',
  deleteChat: 'Chat löschen',
  header: {
    edit: 'Chat bearbeiten',
    more: 'Weitere Chat-Aktionen',
  },
};
