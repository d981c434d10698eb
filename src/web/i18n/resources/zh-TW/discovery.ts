import type { discovery as en } from '../en/discovery';
import type { LocaleShape } from '../../locale-shape';

export const discovery: LocaleShape<typeof en> = {
  plugins: '外掛',
  stableDiffusion: 'Stable Diffusion',
  searchChat: '搜尋對話',
};
