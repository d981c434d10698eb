import type { discovery as en } from '../en/discovery';
import type { LocaleShape } from '../../locale-shape';

export const discovery: LocaleShape<typeof en> = {
  plugins: '插件',
  stableDiffusion: 'Stable Diffusion',
  searchChat: '搜索聊天记录',
};
