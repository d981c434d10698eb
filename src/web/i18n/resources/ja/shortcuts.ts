import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'キーボードショートカット',
  send: 'メッセージを送信',
  newline: 'メッセージ内で改行',
  prompts: 'メッセージの先頭で：プロンプトを検索',
  commands: 'メッセージの先頭で：コマンドを使用',
  recall: '入力欄が空のとき：直前のメッセージを呼び戻す',
  switchChat: '前または次のチャットへ移動',
  reorder: 'リストでフォーカス中のチャットを持ち上げ、矢印キーで移動し、スペースキーで置く',
  close: 'ダイアログ、メニュー、候補を閉じる',
  help: 'このショートカット一覧を表示',
  space: 'スペース',
};
