import type { discovery as en } from '../en/discovery';
import type { LocaleShape } from '../../locale-shape';

export const discovery: LocaleShape<typeof en> = {
  plugins: '플러그인',
  stableDiffusion: 'Stable Diffusion',
  searchChat: '채팅 검색',
};
