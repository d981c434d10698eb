import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'সেটিংস',
  subtitle: 'সব সেটিংস',
  appearance: 'ডিসপ্লে',
  theme: {
    label: 'থিম',
    auto: 'স্বয়ংক্রিয়',
    light: 'লাইট',
    dark: 'ডার্ক',
  },
  language: 'ভাষা',
};
