import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'رجوع',
  skip: 'ابدأ مباشرة',
  neverShow: 'عدم العرض مجددًا',
  confirmNeverShow: 'هل تريد إيقاف عرض منتقي الأقنعة؟ ستبدأ المحادثات الجديدة مباشرة، ويمكنك إعادة تفعيله من الإعدادات.',
  title: 'اختر قناعًا',
  subtitle: 'تحدّث إلى الروح التي خلف القناع',
  more: 'اكتشف المزيد',
  masks: 'الأقنعة',
};
