import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'جارٍ التحميل…',
  openApp: 'فتح PolyChat',
  failed: 'تعذّر التحميل. تحقّق من اتصالك وأعد المحاولة.',
  retry: 'إعادة المحاولة',
  artifact: {
    title: 'عنصر تفاعلي',
    subtitle: 'تمت مشاركته من PolyChat. يعمل في بيئة معزولة، بمعزل عن التطبيق.',
    frame: 'عنصر تفاعلي مشترك',
    notFound: 'هذا العنصر غير موجود، أو انتهت صلاحية رابطه.',
    download: 'تنزيل',
    copyLink: 'نسخ الرابط',
  },
  share: {
    title: 'محادثة مشتركة',
    subtitle_zero: 'لا توجد رسائل · تمت المشاركة في {{date}}',
    subtitle_one: 'رسالة واحدة · تمت المشاركة في {{date}}',
    subtitle_two: 'رسالتان · تمت المشاركة في {{date}}',
    subtitle_few: '{{count}} رسائل · تمت المشاركة في {{date}}',
    subtitle_many: '{{count}} رسالة · تمت المشاركة في {{date}}',
    subtitle_other: '{{count}} رسالة · تمت المشاركة في {{date}}',
    notFound: 'هذه المحادثة المشتركة غير موجودة، أو انتهت صلاحية رابطها.',
    continue: 'متابعة هذه المحادثة',
    continued: 'أُضيفت المحادثة إلى محادثاتك.',
    footer: 'تمت المشاركة من <link>PolyChat</link>، وهو عميل محادثة للذكاء الاصطناعي مفتوح المصدر يدعم مزوّدين متعددين.',
    roles: { human: 'أنت', gpt: 'المساعد' },
  },
};
