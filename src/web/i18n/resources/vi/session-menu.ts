import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Sửa cuộc trò chuyện',
    topic: 'Tiêu đề',
    topicHint: 'Hiển thị trong danh sách trò chuyện. Để trống để dùng tiêu đề mặc định.',
    done: 'Xong',
  },
  menu: {
    regenerateTitle: 'Tạo lại tiêu đề',
    clearContext: 'Xóa ngữ cảnh',
    revertClear: 'Khôi phục ngữ cảnh đã xóa',
    reset: 'Đặt lại cuộc trò chuyện',
    stats: 'Thống kê',
    summary: 'Tóm tắt lịch sử',
  },
  title: {
    working: 'Đang nhờ mô hình đặt tiêu đề…',
    updated: 'Tiêu đề mới: {{topic}}',
    empty: 'Mô hình không đưa ra tiêu đề nào; tiêu đề cũ được giữ nguyên.',
    failed: 'Không tạo được tiêu đề: {{message}}',
  },
  reset: {
    confirm: 'Đặt lại cuộc trò chuyện này? Tin nhắn và bản tóm tắt lịch sử sẽ bị xóa; ngữ cảnh đặt sẵn vẫn được giữ.',
    done: 'Đã đặt lại cuộc trò chuyện',
  },
  stats: {
    usage: 'Token do các nhà cung cấp báo cáo: {{input}} đầu vào, {{output}} đầu ra',
    cost: 'khoảng {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Thống kê',
    messages: 'Tin nhắn',
    tokens: 'Token ước tính',
    words: 'Số từ',
    characters: 'Số ký tự',
    note: 'Tính trên các tin nhắn của cuộc trò chuyện này, theo cách ước tính mà ứng dụng dùng để phân bổ ngữ cảnh.',
  },
  summary: {
    now: 'Tóm tắt ngay',
    working: 'Đang tóm tắt cuộc trò chuyện…',
    updated: 'Đã cập nhật bản tóm tắt lịch sử.',
    empty: 'Mô hình không trả về bản tóm tắt nào.',
    title: 'Tóm tắt lịch sử',
    none: 'Chưa có bản tóm tắt. Khi các tin nhắn kể từ lần tóm tắt gần nhất vượt quá {{threshold}} token ước tính và “Gửi bộ nhớ” đang bật, mô hình sẽ được yêu cầu tóm tắt chúng.',
    memoryOff: '“Gửi bộ nhớ” đang tắt cho cuộc trò chuyện này: không có bản tóm tắt nào được tạo hay gửi đi.',
    covers_one: 'Tóm tắt {{count}} tin nhắn đầu tiên của cuộc trò chuyện này.',
    covers_other: 'Tóm tắt {{count}} tin nhắn đầu tiên của cuộc trò chuyện này.',
    sent: 'Được gửi kèm mỗi yêu cầu, làm bộ nhớ của cuộc trò chuyện.',
    notSent: 'Không được gửi: ngữ cảnh đã bị xóa sau tin nhắn {{clearIndex}}, vượt quá phạm vi của bản tóm tắt.',
  },
  json: {
    export: 'Xuất cuộc trò chuyện dạng JSON',
    import: 'Nhập cuộc trò chuyện từ JSON',
    imported: 'Đã nhập cuộc trò chuyện “{{topic}}”',
  },
};
