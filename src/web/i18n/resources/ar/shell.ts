import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'جارٍ التحميل…',
  defaultTopic: 'محادثة جديدة',
  sidebar: {
    label: 'الشريط الجانبي',
    subtitle: 'محادثاتك مع كل النماذج التي تستخدمها، في مكان واحد.',
    chats: 'المحادثات',
    newChat: 'محادثة جديدة',
    masks: 'الأقنعة',
    settings: 'الإعدادات',
    sync: { running: 'جارٍ المزامنة…', success: 'تمت المزامنة في {{time}}', failed: 'تعذّرت المزامنة: راجع الإعدادات ← المزامنة' },
    discovery: 'استكشاف',
    resize: 'تغيير عرض الشريط الجانبي',
    noChats: 'لا توجد محادثات بعد',
    messageCount_zero: 'لا توجد رسائل',
    messageCount_one: 'رسالة واحدة',
    messageCount_two: 'رسالتان',
    messageCount_few: '{{count, number}} رسائل',
    messageCount_many: '{{count, number}} رسالة',
    messageCount_other: '{{count, number}} رسالة',
  },
  nav: {
    back: 'رجوع',
  },
  errorBoundary: {
    title: 'عذرًا، حدث خطأ ما',
    report: 'الإبلاغ عن هذا الخطأ',
    clearAll: 'مسح جميع البيانات',
    details: 'تفاصيل الخطأ',
  },
  storage: {
    skippedRecords_zero: 'لم يُتخطَّ أي سجل مخزَّن.',
    skippedRecords_one: 'تعذّرت قراءة سجل مخزَّن واحد، فتم تخطّيه.',
    skippedRecords_two: 'تعذّرت قراءة سجلَّين مخزَّنين، فتم تخطّيهما.',
    skippedRecords_few: 'تعذّرت قراءة {{count}} سجلات مخزَّنة، فتم تخطّيها.',
    skippedRecords_many: 'تعذّرت قراءة {{count}} سجلًا مخزَّنًا، فتم تخطّيها.',
    skippedRecords_other: 'تعذّرت قراءة {{count}} سجل مخزَّن، فتم تخطّيها.',
    unavailable: 'التخزين المحلي غير متاح: لن تُحفظ التغييرات بعد إغلاق هذه الصفحة.',
    writeFailed: 'تعذّر الحفظ: {{message}}',
  },
  serverConfig: {
    unreadable: 'تعذّرت قراءة إعدادات الخادم، لذا تنقص قواعد الوصول والنماذج الخاصة به. أعد تحميل الصفحة، وإن تكرّر ذلك فأخبر المسؤول.',
  },
};
