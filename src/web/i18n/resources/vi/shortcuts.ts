import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Phím tắt',
  send: 'Gửi tin nhắn',
  newline: 'Xuống dòng trong tin nhắn',
  prompts: 'Ở đầu tin nhắn: tìm lời nhắc',
  commands: 'Ở đầu tin nhắn: dùng một lệnh',
  recall: 'Khi ô nhập trống: lấy lại tin nhắn cuối của bạn',
  switchChat: 'Chuyển đến cuộc trò chuyện trước hoặc sau',
  reorder: 'Nhấc cuộc trò chuyện đang được chọn trong danh sách, di chuyển bằng phím mũi tên, thả bằng phím cách',
  close: 'Đóng hộp thoại, menu hoặc các gợi ý',
  help: 'Hiện các phím tắt này',
  space: 'Phím cách',
};
