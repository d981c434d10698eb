import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Sao chép mã',
    expand: 'Hiện tất cả {{lines}} dòng',
    collapse: 'Thu gọn',
    plainText: 'văn bản',
  },
  mermaid: {
    drawing: 'Đang vẽ sơ đồ…',
    failed: 'Không vẽ được sơ đồ; dưới đây là mã nguồn của sơ đồ.',
  },
  remoteImage: {
    label: 'Ảnh từ {{host}}',
    withAlt: '“{{alt}}”: ảnh từ {{host}}, chưa tải',
    withoutAlt: 'Ảnh từ {{host}}, chưa tải',
    load: 'Tải ảnh',
    always: 'Luôn tải từ {{host}}',
  },
  artifact: {
    label: 'Tạo phẩm {{kind}}',
    views: 'Chế độ xem',
    preview: 'Xem trước',
    code: 'Mã',
    frameTitle: 'Xem trước {{kind}}',
    download: 'Tải xuống',
    copy: 'Sao chép',
    share: 'Chia sẻ',
    shared: 'Đã sao chép liên kết: {{link}}',
    shareFailed: 'Không chia sẻ được',
    tooLarge: 'Tạo phẩm này lớn hơn 1 MB nên không chia sẻ được.',
  },
};
