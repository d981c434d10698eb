import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: '已停止：模型在 {{rounds}} 轮之后仍在调用工具。',
  requestWorkerStopped: '应用内部与模型的连接已中断，请重新发送消息。',
  replying: '{{model}} 正在回答…',
  replied: '{{model}} 的回答：{{text}}',
  workerStopped: '应用的后台部分已停止运行，请重试。',
  workerTimedOut: '应用的后台部分未能及时响应，请重试。',
};
