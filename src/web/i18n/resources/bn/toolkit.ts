import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  toast: {
    region: 'বিজ্ঞপ্তি',
  },
  imageViewer: {
    open: 'ছবি {{index}} পূর্ণ আকারে দেখুন',
  },
};
