import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'チャットを削除しました',
  revert: '元に戻す',
  deleteChat: 'チャットを削除',
  header: {
    edit: 'チャットを編集',
    more: 'チャットのその他の操作',
  },
};
