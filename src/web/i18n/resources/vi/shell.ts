import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Đang tải…',
  defaultTopic: 'Cuộc trò chuyện mới',
  sidebar: {
    label: 'Thanh bên',
    subtitle: 'Trò chuyện với mọi mô hình bạn dùng, ở cùng một nơi.',
    chats: 'Cuộc trò chuyện',
    newChat: 'Trò chuyện mới',
    masks: 'Mặt nạ',
    settings: 'Cài đặt',
    sync: { running: 'Đang đồng bộ…', success: 'Đã đồng bộ lúc {{time}}', failed: 'Đồng bộ thất bại: xem Cài đặt → Đồng bộ' },
    discovery: 'Khám phá',
    resize: 'Đổi kích thước thanh bên',
    noChats: 'Chưa có cuộc trò chuyện nào',
    messageCount_one: '{{count, number}} tin nhắn',
    messageCount_other: '{{count, number}} tin nhắn',
  },
  nav: {
    back: 'Quay lại',
  },
  errorBoundary: {
    title: 'Rất tiếc, đã xảy ra lỗi',
    report: 'Báo cáo lỗi này',
    clearAll: 'Xóa mọi dữ liệu',
    details: 'Chi tiết lỗi',
  },
  storage: {
    skippedRecords_one: '{{count}} bản ghi đã lưu không đọc được nên đã bị bỏ qua.',
    skippedRecords_other: '{{count}} bản ghi đã lưu không đọc được nên đã bị bỏ qua.',
    unavailable: 'Bộ nhớ cục bộ không khả dụng: các thay đổi sẽ không được giữ lại sau khi đóng trang này.',
    writeFailed: 'Không lưu được: {{message}}',
  },
  serverConfig: {
    unreadable: 'Không đọc được cài đặt của máy chủ nên thiếu quy tắc truy cập và các mô hình của nó. Hãy tải lại trang; nếu vẫn xảy ra, hãy báo cho quản trị viên.',
  },
};
