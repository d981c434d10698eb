import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'تم حذف المحادثة',
  revert: 'تراجع',
  deleteChat: 'حذف المحادثة',
  header: {
    edit: 'تعديل المحادثة',
    more: 'المزيد من إجراءات المحادثة',
  },
};
