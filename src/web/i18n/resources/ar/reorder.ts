import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'لإعادة ترتيب محادثة، اضغط Space لالتقاطها، واستخدم مفاتيح الأسهم لتحريكها، ثم اضغط Space أو Enter لإفلاتها، أو Escape للإلغاء.',
  start: 'تم التقاط المحادثة {{topic}}، الموضع {{position}} من {{count}}.',
  over: 'المحادثة {{topic}} فوق الموضع {{position}} من {{count}}.',
  end: 'أُفلتت المحادثة {{topic}} في الموضع {{position}} من {{count}}.',
  cancel: 'أُلغي نقل المحادثة {{topic}}.',
};
