import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat odstránený',
  revert: 'Vrátiť',
  deleteChat: 'Odstrániť chat',
  header: {
    edit: 'Upraviť chat',
    more: 'Ďalšie akcie chatu',
  },
};
