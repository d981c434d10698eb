import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '已刪除對話',
  revert: '復原',
  deleteChat: '刪除對話',
  confirmDelete: '要刪除對話「{{topic}}」嗎？',
  drag: {
    instructions: '若要調整對話順序，請按 Space 拿起對話，用方向鍵移動，再按 Space 或 Enter 放下；按 Escape 可取消。',
    start: '已拿起對話「{{topic}}」，目前在第 {{position}} 個位置，共 {{count}} 個。',
    over: '對話「{{topic}}」移到第 {{position}} 個位置，共 {{count}} 個。',
    end: '對話「{{topic}}」已放在第 {{position}} 個位置，共 {{count}} 個。',
    cancel: '已取消移動對話「{{topic}}」。',
  },
  header: {
    edit: '編輯對話',
    more: '更多對話操作',
  },
  fork: {
    action: '從這裡分支',
    done: '已用到此為止的訊息建立新對話',
    topic: '{{topic}}（分支）',
  },
};
