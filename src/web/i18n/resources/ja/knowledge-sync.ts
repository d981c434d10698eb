import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: '別のデバイスにあります',
  elsewhereHint: 'このファイルのテキストは、追加したデバイスにだけあります。ここでも検索するには、両方のデバイスで 設定 → 同期 の「ドキュメントを含める」をオンにしてください。',
  webPage: 'ウェブページ',
  addPage: 'ウェブページを追加',
  pageAddress: 'ウェブページのアドレス',
  readingPage: '{{url}} を読み込んでいます…',
  pageFailure: {
    'invalid-url': 'ウェブアドレスではありません。https://example.com/page のように入力してください。',
    blocked_address: 'サーバーはこのアドレスを読み込みません。公開されたウェブページではありません。',
    timeout: 'ページの応答に時間がかかりすぎました。しばらくしてからもう一度お試しください。',
    too_large: 'ページが大きすぎて読み込めません。',
    bad_status: 'サイトがエラーを返しました（{{status}}）。',
    unsupported_type: 'このアドレスはウェブページでも、読み込める文書でもありません。',
    unreadable: 'ページに読み取れるテキストがありません。',
    unreachable: 'ページに接続できませんでした。アドレスと接続を確認してください。',
    too_many_redirects: 'ページのリダイレクトが多すぎて読み込めません。',
    unauthorized: 'サーバーはページを読む前にアクセスコードを求めています。設定で入力してください。',
    refused: 'サーバーがページの読み込みを拒否しました。',
    badAnswer: 'サーバーの応答を理解できませんでした。',
  },
  includeDocuments: {
    title: 'ドキュメントを含める',
    subTitle: 'ナレッジベースのファイルのテキストもアップロードします：現在 {{size}}、上限 {{max}}。名前とファイル一覧は常に同期されます。',
  },
};
