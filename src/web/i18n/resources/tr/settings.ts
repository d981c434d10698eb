import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Ayarlar',
  subtitle: 'Tüm ayarlar',
  appearance: 'Görünüm',
  theme: {
    label: 'Tema',
    auto: 'Otomatik',
    light: 'Açık',
    dark: 'Koyu',
  },
  language: 'Dil',
};
