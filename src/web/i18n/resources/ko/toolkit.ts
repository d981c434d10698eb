import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  toast: {
    region: '알림',
  },
  imageViewer: {
    open: '이미지 {{index}} 원본 크기로 보기',
  },
};
