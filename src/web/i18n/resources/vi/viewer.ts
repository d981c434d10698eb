import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Đang tải…',
  openApp: 'Mở PolyChat',
  failed: 'Không tải được nội dung. Hãy kiểm tra kết nối rồi thử lại.',
  retry: 'Thử lại',
  artifact: {
    title: 'Tạo phẩm',
    subtitle: 'Được chia sẻ từ PolyChat. Nội dung chạy trong môi trường hộp cát, tách biệt với ứng dụng.',
    frame: 'Tạo phẩm được chia sẻ',
    notFound: 'Tạo phẩm này không tồn tại hoặc liên kết đã hết hạn.',
    download: 'Tải xuống',
    copyLink: 'Sao chép liên kết',
  },
  share: {
    title: 'Cuộc trò chuyện được chia sẻ',
    subtitle_one: '{{count}} tin nhắn, chia sẻ ngày {{date}}',
    subtitle_other: '{{count}} tin nhắn, chia sẻ ngày {{date}}',
    notFound: 'Cuộc trò chuyện được chia sẻ này không tồn tại hoặc liên kết đã hết hạn.',
    continue: 'Tiếp tục cuộc trò chuyện này',
    continued: 'Đã thêm cuộc trò chuyện vào danh sách của bạn.',
    footer: 'Được chia sẻ từ <link>PolyChat</link>, ứng dụng trò chuyện AI mã nguồn mở hỗ trợ nhiều nhà cung cấp.',
    roles: { human: 'Bạn', gpt: 'Trợ lý' },
  },
};
