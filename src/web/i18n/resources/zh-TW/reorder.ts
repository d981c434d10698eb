import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions: '若要調整對話順序，請按 Space 拿起對話，用方向鍵移動，再按 Space 或 Enter 放下；按 Escape 可取消。',
  start: '已拿起對話「{{topic}}」，目前在第 {{position}} 個位置，共 {{count}} 個。',
  over: '對話「{{topic}}」移到第 {{position}} 個位置，共 {{count}} 個。',
  end: '對話「{{topic}}」已放在第 {{position}} 個位置，共 {{count}} 個。',
  cancel: '已取消移動對話「{{topic}}」。',
};
