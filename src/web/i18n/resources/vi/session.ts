import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Đã xóa cuộc trò chuyện',
  revert: 'Hoàn tác',
  deleteChat: 'Xóa cuộc trò chuyện',
  header: {
    edit: 'Sửa cuộc trò chuyện',
    more: 'Thao tác khác với cuộc trò chuyện',
  },
};
