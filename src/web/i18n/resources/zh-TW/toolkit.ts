import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  toast: {
    region: '通知',
  },
  imageViewer: {
    open: '以原始大小檢視圖片 {{index}}',
  },
};
