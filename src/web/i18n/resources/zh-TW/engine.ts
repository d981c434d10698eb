import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: '已停止：模型在 {{rounds}} 輪後仍持續呼叫工具。',
  requestWorkerStopped: '應用程式內部與模型的連線已中斷。請重新傳送訊息。',
  replying: '{{model}} 正在回答…',
  replied: '{{model}} 的回答：{{text}}',
  workerStopped: '應用程式的背景部分已停止運作，請再試一次。',
  workerTimedOut: '應用程式的背景部分未能及時回應，請再試一次。',
};
