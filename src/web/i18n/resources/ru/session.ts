import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Чат удалён',
  revert: 'Отменить',
  deleteChat: 'Удалить чат',
  header: {
    edit: 'Изменить чат',
    more: 'Другие действия с чатом',
  },
};
