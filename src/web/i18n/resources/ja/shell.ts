import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: '読み込み中…',
  defaultTopic: '新しいチャット',
  sidebar: {
    label: 'サイドバー',
    subtitle: '使っているすべてのモデルと、ひとつの場所でチャット。',
    chats: 'チャット',
    newChat: '新しいチャット',
    masks: 'マスク',
    settings: '設定',
    sync: { running: '同期中…', success: '{{time}} に同期済み', failed: '同期に失敗しました：「設定 → 同期」を確認してください' },
    discovery: '探索',
    resize: 'サイドバーの幅を変更',
    noChats: 'チャットはまだありません',
    messageCount_one: '{{count, number}} 件のメッセージ',
    messageCount_other: '{{count, number}} 件のメッセージ',
  },
  nav: {
    back: '戻る',
  },
  errorBoundary: {
    title: '問題が発生しました',
    report: 'このエラーを報告',
    clearAll: 'すべてのデータを消去',
    details: 'エラーの詳細',
  },
  storage: {
    skippedRecords_one: '保存済みのレコード {{count}} 件を読み込めなかったため、スキップしました。',
    skippedRecords_other: '保存済みのレコード {{count}} 件を読み込めなかったため、スキップしました。',
    unavailable: 'ローカルストレージを使用できません。このページを閉じると、変更内容は保持されません。',
    writeFailed: '保存に失敗しました：{{message}}',
  },
  serverConfig: {
    unreadable: 'サーバーの設定を読み込めなかったため、アクセスルールとモデルが反映されていません。ページを再読み込みしてください。繰り返し起きる場合は管理者に知らせてください。',
  },
};
