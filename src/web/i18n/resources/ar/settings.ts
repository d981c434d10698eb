import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'الإعدادات',
  subtitle: 'جميع الإعدادات',
  appearance: 'المظهر',
  theme: {
    label: 'السمة',
    auto: 'تلقائي',
    light: 'فاتح',
    dark: 'داكن',
  },
  language: 'اللغة',
};
