import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'تم حذف المحادثة',
  revert: 'تراجع',
  deleteChat: 'حذف المحادثة',
  confirmDelete: 'هل تريد حذف المحادثة «{{topic}}»؟',
  drag: {
    instructions:
      'لإعادة ترتيب محادثة، اضغط Space لالتقاطها، واستخدم مفاتيح الأسهم لتحريكها، ثم اضغط Space أو Enter لإفلاتها، أو Escape للإلغاء.',
    start: 'تم التقاط المحادثة {{topic}}، الموضع {{position}} من {{count}}.',
    over: 'المحادثة {{topic}} فوق الموضع {{position}} من {{count}}.',
    end: 'أُفلتت المحادثة {{topic}} في الموضع {{position}} من {{count}}.',
    cancel: 'أُلغي نقل المحادثة {{topic}}.',
  },
  header: {
    edit: 'تعديل المحادثة',
    more: 'المزيد من إجراءات المحادثة',
  },
  fork: {
    action: 'تفريع من هنا',
    done: 'محادثة جديدة بالرسائل حتى هذه النقطة',
    topic: '{{topic}} (فرع)',
  },
};
