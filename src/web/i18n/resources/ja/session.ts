import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'チャットを削除しました',
  revert: '元に戻す',
  deleteChat: 'チャットを削除',
  confirmDelete: 'チャット「{{topic}}」を削除しますか？',
  drag: {
    instructions:
      'チャットを並べ替えるには、Space キーで選択し、矢印キーで移動してから、Space キーまたは Enter キーで確定します。キャンセルするには Escape キーを押します。',
    start: 'チャット「{{topic}}」を選択しました。現在の位置：{{position}} / {{count}}。',
    over: 'チャット「{{topic}}」は位置 {{position}} / {{count}} にあります。',
    end: 'チャット「{{topic}}」を位置 {{position}} / {{count}} に移動しました。',
    cancel: 'チャット「{{topic}}」の移動をキャンセルしました。',
  },
  header: {
    edit: 'チャットを編集',
    more: 'チャットのその他の操作',
  },
  fork: {
    action: 'ここから分岐',
    done: 'ここまでのメッセージで新しいチャットを作成しました',
    topic: '{{topic}}（分岐）',
  },
};
