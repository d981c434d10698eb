import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: '戻る',
  skip: 'そのまま開始',
  neverShow: '今後表示しない',
  confirmNeverShow: 'マスク選択画面を今後表示しないようにしますか？新しいチャットがすぐに始まります。設定からいつでも元に戻せます。',
  title: 'マスクを選ぶ',
  subtitle: 'マスクの奥に宿る魂とチャットしよう',
  more: 'もっと見る',
  masks: 'マスク',
};
