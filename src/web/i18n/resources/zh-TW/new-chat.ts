import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: '返回',
  skip: '直接開始',
  neverShow: '不再顯示',
  confirmNeverShow: '不再顯示面具選擇畫面嗎？新對話將直接開始，你隨時可以在設定中重新開啟。',
  title: '選擇面具',
  subtitle: '與面具背後的靈魂對話',
  more: '探索更多',
  masks: '面具',
};
