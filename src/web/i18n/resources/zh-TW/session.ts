import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '已刪除對話',
  revert: '復原',
  deleteChat: '刪除對話',
  header: {
    edit: '編輯對話',
    more: '更多對話操作',
  },
};
