import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Innstillinger',
  subtitle: 'Alle innstillinger',
  appearance: 'Utseende',
  theme: {
    label: 'Tema',
    auto: 'Automatisk',
    light: 'Lyst',
    dark: 'Mørkt',
  },
  language: 'Språk',
};
