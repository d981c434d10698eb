import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Gọi thoại',
  title: 'Gọi thoại với {{model}}',
  status: {
    connecting: 'Đang kết nối…',
    listening: 'Đang nghe',
    answering: 'Đang trả lời',
    muted: 'Đã tắt tiếng',
    ended: 'Cuộc gọi đã kết thúc',
  },
  hint: 'Hãy nói khi bạn sẵn sàng. Nói chen vào để ngắt câu trả lời.',
  transcript: 'Bản ghi',
  you: 'Bạn',
  assistant: 'Trợ lý',
  mute: 'Tắt tiếng',
  end: 'Kết thúc cuộc gọi',
  typeLabel: 'Tin nhắn đã gõ',
  typePlaceholder: 'Hoặc gõ vào đây…',
  send: 'Gửi',
  problem: {
    micDenied: 'Micrô đang bị chặn. Hãy cho phép PolyChat dùng micrô trong cài đặt trang web của trình duyệt rồi gọi lại.',
    micDeniedInWindow: 'Cửa sổ PolyChat không được phép dùng micrô: trên Linux, trình xem web của hệ thống chỉ cho phép qua mô-đun micrô của PolyChat, mà bản cài đặt này không có hoặc đã tắt. Hãy khởi động PolyChat với POLYCHAT_WINDOW_HOST=browser để có cửa sổ hỏi ý bạn, rồi gọi lại.',
    noMic: 'Không tìm thấy micrô. Hãy kết nối micrô rồi gọi lại.',
    micFailed: 'Không khởi động được micrô.',
    noKey: 'Gọi thoại cần khóa OpenAI hoặc Azure của riêng bạn. Hãy thêm khóa trong Cài đặt.',
    unauthorized: 'Mã truy cập sai hoặc còn thiếu. Hãy nhập mã ở trang truy cập rồi gọi lại.',
    forbidden: 'Máy chủ này không cho phép mô hình này.',
    busy: 'Hiện có quá nhiều cuộc gọi đang mở. Hãy thử lại sau giây lát.',
    notConfigured: 'Máy chủ này không có khóa cho nhà cung cấp này. Hãy thêm khóa của bạn trong Cài đặt hoặc hỏi quản trị viên.',
    unreachable: 'Không kết nối được dịch vụ giọng nói. Hãy kiểm tra mô hình, khóa và kết nối.',
    tooLong: 'Cuộc gọi đã đạt thời lượng tối đa cho phép và đã kết thúc.',
    tooMuch: 'Cuộc gọi đã gửi nhiều hơn mức máy chủ chấp nhận và đã kết thúc.',
    lost: 'Mất kết nối.',
    provider: 'Dịch vụ giọng nói báo có sự cố.',
  },
};
