import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Để sắp xếp lại một cuộc trò chuyện, nhấn Space để nhấc lên, dùng các phím mũi tên để di chuyển, rồi nhấn Space hoặc Enter để thả, hoặc Escape để hủy.',
  start: 'Đã nhấc cuộc trò chuyện {{topic}}, vị trí {{position}}/{{count}}.',
  over: 'Cuộc trò chuyện {{topic}} đang ở vị trí {{position}}/{{count}}.',
  end: 'Đã thả cuộc trò chuyện {{topic}} tại vị trí {{position}}/{{count}}.',
  cancel: 'Đã hủy di chuyển cuộc trò chuyện {{topic}}.',
};
