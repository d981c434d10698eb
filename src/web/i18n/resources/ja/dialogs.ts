import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'このエラーを報告',
    clearAll: 'すべてのデータを消去',
    details: 'エラーの詳細',
  },
  modal: {
    maximise: '最大化',
    restore: '元のサイズに戻す',
    close: '閉じる',
  },
  password: {
    show: 'パスワードを表示',
    hide: 'パスワードを非表示',
  },
  fullscreen: {
    enter: '全画面表示',
    exit: '全画面表示を終了',
  },
  selector: {
    label: '選択',
    filter: '絞り込み',
    noResults: '一致する項目はありません',
    done: '完了',
    selected_one: '{{count}} 件を選択中',
    selected_other: '{{count}} 件を選択中',
  },
  imageViewer: {
    title: '画像',
    download: 'ダウンロード',
    copy: '画像をコピー',
    unavailable: 'この画像はもう保存されていません。',
  },
  questions: {
    deleteChat: 'チャット「{{topic}}」を削除しますか？',
    clearAllData: 'すべてのデータを消去しますか？先に、すべてのデータのバックアップファイルがダウンロードされます。',
  },
};
