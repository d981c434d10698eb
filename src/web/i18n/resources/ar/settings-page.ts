import type { PartialLocale } from '../../locale-shape';
import type { settingsPage as english } from '../en/settings-page';

/** Arabic is still being translated: what is missing falls back to English. */
export const settingsPage: PartialLocale<typeof english> = {
  sections: { general: 'عام', chat: 'الدردشة', sync: 'المزامنة', access: 'الوصول والمزوّدون', model: 'النموذج', danger: 'منطقة الخطر' },
  avatar: { title: 'الصورة الرمزية' },
  fontSize: { title: 'حجم الخط' },
  submitKey: { title: 'مفتاح الإرسال' },
  auth: {
    title: 'مطلوب رمز الوصول',
    tip: 'فعّل المسؤول التحقق. أدخل رمز الوصول أدناه',
    input: 'أدخل رمز الوصول هنا',
    confirm: 'تأكيد',
    later: 'لاحقًا',
  },
  danger: {
    reset: { title: 'إعادة ضبط كل الإعدادات', action: 'إعادة ضبط', confirm: 'إعادة ضبط كل الإعدادات؟' },
    clear: { title: 'مسح كل البيانات', action: 'مسح', confirm: 'مسح كل المحادثات والإعدادات؟ لا يمكن التراجع.' },
  },
};
