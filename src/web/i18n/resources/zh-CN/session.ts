import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '已删除对话',
  revert: '撤销',
  deleteChat: '删除对话',
  confirmDelete: '确认删除对话“{{topic}}”？',
  drag: {
    instructions: '调整对话顺序：按空格键拿起对话，用方向键移动，再按空格或回车键放下，按 Esc 取消。',
    start: '已拿起对话 {{topic}}，位置 {{position}} / {{count}}。',
    over: '对话 {{topic}} 位于位置 {{position}} / {{count}}。',
    end: '对话 {{topic}} 已放到位置 {{position}} / {{count}}。',
    cancel: '已取消移动对话 {{topic}}。',
  },
  header: {
    edit: '编辑对话',
    more: '更多对话操作',
  },
  fork: {
    action: '从此处分叉',
    done: '已用截至此处的消息新建对话',
    topic: '{{topic}}（分叉）',
  },
};
