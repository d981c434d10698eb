import type { discovery as en } from '../en/discovery';
import type { LocaleShape } from '../../locale-shape';

export const discovery: LocaleShape<typeof en> = {
  plugins: 'Tillegg',
  stableDiffusion: 'Stable Diffusion',
  searchChat: 'Søk i samtaler',
};
