import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Pengaturan',
  subtitle: 'Semua pengaturan',
  appearance: 'Tampilan',
  theme: {
    label: 'Tema',
    auto: 'Otomatis',
    light: 'Terang',
    dark: 'Gelap',
  },
  language: 'Bahasa',
};
