import type { discovery as en } from '../en/discovery';
import type { LocaleShape } from '../../locale-shape';

export const discovery: LocaleShape<typeof en> = {
  plugins: 'প্লাগইন',
  stableDiffusion: 'Stable Diffusion',
  searchChat: 'চ্যাট খুঁজুন',
};
