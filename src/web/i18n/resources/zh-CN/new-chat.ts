import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: '返回',
  skip: '直接开始',
  neverShow: '不再展示',
  confirmNeverShow: '确认不再展示面具选择页？新的聊天将直接开始，你可以在设置中重新开启。',
  title: '挑选一个面具',
  subtitle: '现在开始，与面具背后的灵魂思维碰撞',
  more: '查看全部',
  masks: '面具',
};
