import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'نسخ الشيفرة',
    expand: 'عرض كل الأسطر ({{lines}})',
    collapse: 'طيّ',
    plainText: 'نص',
  },
  mermaid: {
    drawing: 'جارٍ رسم المخطط…',
    failed: 'تعذّر رسم المخطط؛ إليك مصدره.',
  },
  remoteImage: {
    label: 'صورة من {{host}}',
    withAlt: '«{{alt}}»: صورة من {{host}} لم تُحمَّل',
    withoutAlt: 'صورة من {{host}} لم تُحمَّل',
    load: 'تحميل الصورة',
    always: 'التحميل دائمًا من {{host}}',
  },
  artifact: {
    label: 'عنصر تفاعلي {{kind}}',
    views: 'العرض',
    preview: 'معاينة',
    code: 'الشيفرة',
    frameTitle: 'معاينة {{kind}}',
    download: 'تنزيل',
    copy: 'نسخ',
    share: 'مشاركة',
    shared: 'تم نسخ الرابط: {{link}}',
    shareFailed: 'تعذّرت المشاركة',
    tooLarge: 'يتجاوز حجم هذا العنصر 1 ميغابايت، ولا يمكن مشاركته.',
  },
};
