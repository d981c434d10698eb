import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Đã dừng: mô hình vẫn tiếp tục gọi công cụ sau {{rounds}} lượt.',
  requestWorkerStopped: 'Kết nối tới mô hình bên trong ứng dụng đã bị mất. Hãy gửi lại tin nhắn.',
  replying: '{{model}} đang trả lời…',
  replied: '{{model}} đã trả lời: {{text}}',
  workerStopped: 'Một phần chạy nền của ứng dụng đã dừng. Hãy thử lại.',
  workerTimedOut: 'Một phần chạy nền của ứng dụng không phản hồi kịp thời. Hãy thử lại.',
};
