import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Đã xóa cuộc trò chuyện',
  revert: 'Hoàn tác',
  deleteChat: 'Xóa cuộc trò chuyện',
  confirmDelete: 'Xóa cuộc trò chuyện “{{topic}}”?',
  drag: {
    instructions:
      'Để sắp xếp lại một cuộc trò chuyện, nhấn Space để nhấc lên, dùng các phím mũi tên để di chuyển, rồi nhấn Space hoặc Enter để thả, hoặc Escape để hủy.',
    start: 'Đã nhấc cuộc trò chuyện {{topic}}, vị trí {{position}}/{{count}}.',
    over: 'Cuộc trò chuyện {{topic}} đang ở vị trí {{position}}/{{count}}.',
    end: 'Đã thả cuộc trò chuyện {{topic}} tại vị trí {{position}}/{{count}}.',
    cancel: 'Đã hủy di chuyển cuộc trò chuyện {{topic}}.',
  },
  header: {
    edit: 'Sửa cuộc trò chuyện',
    more: 'Thao tác khác với cuộc trò chuyện',
  },
  fork: {
    action: 'Tách nhánh từ đây',
    done: 'Đã tạo cuộc trò chuyện mới với các tin nhắn đến đây',
    topic: '{{topic}} (nhánh)',
  },
};
