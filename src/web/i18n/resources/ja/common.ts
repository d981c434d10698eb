import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
  save: '保存',
  delete: '削除',
  edit: '編集',
  add: '追加',
  back: '戻る',
  loading: '読み込み中',
  chooseAvatar: 'アバターを選択',
  copy: 'コピー',
  copySuccess: 'クリップボードにコピーしました',
  copyFailed: 'コピーできませんでした。クリップボードへのアクセスを許可してください',
  downloadSuccess: 'ダウンロードしました',
  downloadFailed: 'ダウンロードに失敗しました',
};
