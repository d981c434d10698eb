import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '已删除对话',
  revert: '撤销',
  deleteChat: '删除对话',
  header: {
    edit: '编辑对话',
    more: '更多对话操作',
  },
};
