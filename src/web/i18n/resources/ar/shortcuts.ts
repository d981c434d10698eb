import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'اختصارات لوحة المفاتيح',
  send: 'إرسال الرسالة',
  newline: 'بدء سطر جديد في الرسالة',
  prompts: 'في بداية الرسالة: البحث في الموجّهات',
  commands: 'في بداية الرسالة: استخدام أمر',
  recall: 'في حقل إدخال فارغ: استعادة رسالتك الأخيرة',
  switchChat: 'الانتقال إلى المحادثة السابقة أو التالية',
  reorder: 'التقاط المحادثة المحددة في القائمة، ونقلها بمفاتيح الأسهم، وإفلاتها بمفتاح المسافة',
  close: 'إغلاق مربع حوار أو قائمة أو الاقتراحات',
  help: 'عرض هذه الاختصارات',
  space: 'مسافة',
};
