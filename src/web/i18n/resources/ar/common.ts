import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  close: 'إغلاق',
  save: 'حفظ',
  delete: 'حذف',
  edit: 'تعديل',
  add: 'إضافة',
  back: 'رجوع',
  loading: 'جارٍ التحميل',
  chooseAvatar: 'اختر صورة رمزية',
  copy: 'نسخ',
  copySuccess: 'تم النسخ إلى الحافظة',
  copyFailed: 'تعذّر النسخ، يُرجى السماح بالوصول إلى الحافظة',
  downloadSuccess: 'اكتمل التنزيل',
  downloadFailed: 'تعذّر التنزيل',
};
