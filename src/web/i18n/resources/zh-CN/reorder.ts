import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions: '调整对话顺序：按空格键拿起对话，用方向键移动，再按空格或回车键放下，按 Esc 取消。',
  start: '已拿起对话 {{topic}}，位置 {{position}} / {{count}}。',
  over: '对话 {{topic}} 位于位置 {{position}} / {{count}}。',
  end: '对话 {{topic}} 已放到位置 {{position}} / {{count}}。',
  cancel: '已取消移动对话 {{topic}}。',
};
