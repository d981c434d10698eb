import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'チャットを編集',
    topic: 'トピック',
    topicHint: 'チャット一覧に表示されます。空欄の場合はデフォルトのトピックになります。',
    done: '完了',
  },
  menu: {
    regenerateTitle: 'タイトルを再生成',
    clearContext: 'コンテキストをクリア',
    revertClear: 'コンテキストのクリアを取り消す',
    reset: 'チャットをリセット',
    stats: '統計',
    summary: '履歴の要約',
  },
  title: {
    working: 'モデルにタイトルを生成してもらっています…',
    updated: '新しいタイトル：{{topic}}',
    empty: 'モデルからタイトルが返されなかったため、トピックはそのままです。',
    failed: 'タイトルを生成できませんでした：{{message}}',
  },
  reset: {
    confirm: 'このチャットをリセットしますか？メッセージと履歴の要約は削除されますが、プリセットコンテキストは残ります。',
    done: 'チャットをリセットしました',
  },
  stats: {
    usage: 'プロバイダーが報告したトークン数：入力 {{input}}、出力 {{output}}',
    cost: '約 {{cost}}',
    costBelow: '< {{cost}}',
    title: '統計',
    messages: 'メッセージ',
    tokens: '推定トークン数',
    words: '単語数',
    characters: '文字数',
    note: 'このチャットのメッセージを対象に、アプリがコンテキストの配分に使うのと同じ推定方法で数えています。',
  },
  summary: {
    now: '今すぐ要約',
    working: '会話を要約中…',
    updated: '履歴の要約を更新しました。',
    empty: 'モデルから要約が返されませんでした。',
    title: '履歴の要約',
    none: 'まだ要約はありません。前回の要約以降のメッセージが推定 {{threshold}} トークンを超え、「メモリを送信」がオンになっていると、モデルに要約を依頼します。',
    memoryOff: 'このチャットでは「メモリを送信」がオフです。要約は作成も送信もされません。',
    covers_one: 'このチャットの最初のメッセージを要約しています。',
    covers_other: 'このチャットの最初の {{count}} 件のメッセージを要約しています。',
    sent: '会話のメモリとして、各リクエストと一緒に送信されます。',
    notSent: '未送信：メッセージ {{clearIndex}} の後でコンテキストがクリアされており、要約の範囲を超えています。',
  },
  json: {
    export: 'チャットを JSON でエクスポート',
    import: 'JSON からチャットをインポート',
    imported: 'チャット「{{topic}}」をインポートしました',
  },
};
