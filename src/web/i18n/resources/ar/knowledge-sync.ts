import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'على جهاز آخر',
  elsewhereHint: 'بقي نصه على الجهاز الذي أضافه. فعّل «تضمين المستندات» في الإعدادات ← المزامنة على الجهازين للبحث فيه هنا أيضًا.',
  webPage: 'صفحة ويب',
  addPage: 'إضافة صفحة ويب',
  pageAddress: 'عنوان صفحة الويب',
  readingPage: 'جارٍ قراءة {{url}}…',
  pageFailure: {
    'invalid-url': 'هذا ليس عنوان ويب. اكتب عنوانًا مثل https://example.com/page.',
    blocked_address: 'لا يقرأ الخادم هذا العنوان: فهو ليس صفحة ويب عامة.',
    timeout: 'استغرقت الصفحة وقتًا طويلًا للرد. حاول مرة أخرى لاحقًا.',
    too_large: 'الصفحة أكبر من أن تُقرأ.',
    bad_status: 'ردّ الموقع بخطأ ({{status}}).',
    unsupported_type: 'هذا العنوان ليس صفحة ويب ولا مستندًا يمكن قراءته.',
    unreadable: 'لا تحتوي الصفحة على نص يمكن قراءته.',
    unreachable: 'تعذّر الوصول إلى الصفحة. تحقّق من العنوان والاتصال.',
    too_many_redirects: 'تعيد الصفحة التوجيه مرات كثيرة جدًا فلا يمكن قراءتها.',
    unauthorized: 'يطلب الخادم رمز الوصول قبل قراءة الصفحات. أدخله في الإعدادات.',
    refused: 'رفض الخادم قراءة الصفحة.',
    badAnswer: 'تعذّر فهم رد الخادم.',
  },
  includeDocuments: {
    title: 'تضمين المستندات',
    subTitle: 'رفع نص ملفات قواعد المعرفة أيضًا: {{size}} الآن، و{{max}} على الأكثر. تُزامَن أسماؤها وقوائم ملفاتها دائمًا.',
  },
};
