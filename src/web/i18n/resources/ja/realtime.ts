import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: '音声通話',
  title: '{{model}} と音声通話',
  status: {
    connecting: '接続しています…',
    listening: '聞いています',
    answering: '応答しています',
    muted: 'ミュート中',
    ended: '通話は終了しました',
  },
  hint: '準備ができたら話してください。応答の途中で話すと中断できます。',
  transcript: '文字起こし',
  you: 'あなた',
  assistant: 'アシスタント',
  mute: 'ミュート',
  end: '通話を終了',
  typeLabel: 'テキストメッセージ',
  typePlaceholder: 'または、ここに入力…',
  send: '送信',
  problem: {
    micDenied: 'マイクがブロックされています。ブラウザのサイト設定で PolyChat にマイクの使用を許可してから、もう一度かけてください。',
    micDeniedInWindow: 'PolyChat のウィンドウにはマイクの使用が許可されていません。Linux ではシステムの Web ビューは PolyChat のマイク モジュールを通してのみ許可しますが、このインストールにはそれがないか、無効になっています。許可を尋ねるウィンドウで使うには POLYCHAT_WINDOW_HOST=browser を付けて PolyChat を起動し、もう一度かけてください。',
    noMic: 'マイクが見つかりません。マイクを接続してから、もう一度かけてください。',
    micFailed: 'マイクを起動できませんでした。',
    noKey: '音声通話にはご自身の OpenAI または Azure のキーが必要です。設定で追加してください。',
    unauthorized: 'アクセスコードが間違っているか、入力されていません。アクセスページで入力してから、もう一度かけてください。',
    forbidden: 'このサーバーではこのモデルは使えません。',
    busy: '現在、開いている通話が多すぎます。少し待ってからもう一度お試しください。',
    notConfigured: 'このサーバーにはこのプロバイダーのキーがありません。設定でご自身のキーを追加するか、管理者にお問い合わせください。',
    unreachable: '音声サービスに接続できませんでした。モデル、キー、接続を確認してください。',
    tooLong: '通話が許可された最長時間に達したため終了しました。',
    tooMuch: '通話がサーバーの受け付ける量を超えて送信したため終了しました。',
    lost: '接続が切れました。',
    provider: '音声サービスが問題を報告しました。',
  },
};
