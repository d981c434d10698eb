import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Lời nhắc',
  subtitle: '{{builtin}} có sẵn, {{user}} do bạn tạo',
  search: 'Tìm lời nhắc',
  add: 'Thêm lời nhắc',
  edit: 'Sửa lời nhắc',
  view: 'Xem lời nhắc',
  delete: 'Xóa lời nhắc',
  use: 'Dùng',
  confirmDelete: 'Xóa lời nhắc “{{title}}”?',
  titleLabel: 'Tiêu đề',
  contentLabel: 'Nội dung',
  empty: 'Không có lời nhắc nào khớp với tìm kiếm.',
  user: 'Của bạn',
  builtin: 'Có sẵn',
};
