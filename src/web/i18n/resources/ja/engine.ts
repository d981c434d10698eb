import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: '停止しました：モデルが {{rounds}} ラウンドを超えてツールを呼び出し続けました。',
  requestWorkerStopped: 'アプリ内でモデルとの接続が切断されました。メッセージをもう一度送信してください。',
  replying: '{{model}} が回答しています…',
  replied: '{{model}} の回答：{{text}}',
  workerStopped: 'アプリのバックグラウンド処理が停止しました。もう一度お試しください。',
  workerTimedOut: 'アプリのバックグラウンド処理が時間内に応答しませんでした。もう一度お試しください。',
};
