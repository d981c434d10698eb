import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat smazán',
  revert: 'Vrátit',
  deleteChat: 'Smazat chat',
  header: {
    edit: 'Upravit chat',
    more: 'Další akce chatu',
  },
};
