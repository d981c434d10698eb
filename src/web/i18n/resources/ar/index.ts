import type { AllResources } from '../all';
import type { PartialLocale } from '../../locale-shape';
import { settingsPage } from './settings-page';

/** Arabic is being translated: what is missing falls back to English. */
export const locale: PartialLocale<AllResources> = {
  common: {
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    close: 'إغلاق',
    save: 'حفظ',
    delete: 'حذف',
    edit: 'تعديل',
    add: 'إضافة',
    reset: 'إعادة تعيين',
    back: 'رجوع',
    loading: 'جارٍ التحميل',
    copy: 'نسخ',
  },
  newChat: {
    return: 'رجوع',
    skip: 'ابدأ مباشرة',
    neverShow: 'لا تعرض مرة أخرى',
    title: 'اختر قناعًا',
    more: 'عرض الكل',
    masks: 'الأقنعة',
  },
  settings: {
    title: 'الإعدادات',
    subtitle: 'جميع الإعدادات',
    appearance: 'المظهر',
    theme: { label: 'السمة', auto: 'تلقائي', light: 'فاتح', dark: 'داكن' },
    language: 'اللغة',
  },
  shell: {
    loading: 'جارٍ التحميل…',
    defaultTopic: 'محادثة جديدة',
    sidebar: {
      label: 'الشريط الجانبي',
      subtitle: 'تحدّث مع كل النماذج التي تستخدمها في مكان واحد.',
      chats: 'المحادثات',
      newChat: 'محادثة جديدة',
      masks: 'الأقنعة',
      settings: 'الإعدادات',
      discovery: 'استكشاف',
      plugins: 'الإضافات',
      searchChat: 'البحث في المحادثات',
      resize: 'تغيير عرض الشريط الجانبي',
      noChats: 'لا توجد محادثات بعد',
      messageCount_one: 'رسالة واحدة',
      messageCount_other: '{{count}} رسالة',
    },
    routes: { auth: 'الدخول', artifact: 'عمل فني' },
    nav: { back: 'رجوع' },
    errorBoundary: {
      title: 'عذرًا، حدث خطأ ما',
      report: 'الإبلاغ عن هذا الخطأ',
      clearAll: 'مسح جميع البيانات',
      confirmClear: 'هل أنت متأكد من مسح جميع البيانات؟ يتم تنزيل نسخة احتياطية أولًا.',
      details: 'تفاصيل الخطأ',
    },
  },
  settingsPage,
};
