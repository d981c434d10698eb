import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'الإبلاغ عن هذا الخطأ',
    clearAll: 'مسح جميع البيانات',
    details: 'تفاصيل الخطأ',
  },
  modal: {
    maximise: 'تكبير',
    restore: 'استعادة',
    close: 'إغلاق',
  },
  password: {
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
  fullscreen: {
    enter: 'ملء الشاشة',
    exit: 'الخروج من ملء الشاشة',
  },
  selector: {
    label: 'اختيار',
    filter: 'تصفية',
    noResults: 'لا توجد نتائج',
    done: 'تم',
    selected_zero: 'لم يُحدَّد أي عنصر',
    selected_one: 'تم تحديد عنصر واحد',
    selected_two: 'تم تحديد عنصرين',
    selected_few: 'تم تحديد {{count}} عناصر',
    selected_many: 'تم تحديد {{count}} عنصرًا',
    selected_other: 'تم تحديد {{count}} عنصر',
  },
  imageViewer: {
    title: 'صورة',
    download: 'تنزيل',
    copy: 'نسخ الصورة',
    unavailable: 'لم تعد الصورة مخزَّنة.',
  },
  questions: {
    deleteChat: 'هل تريد حذف المحادثة «{{topic}}»؟',
    clearAllData: 'هل تريد بالتأكيد مسح جميع البيانات؟ سيُنزَّل أولًا ملف نسخة احتياطية يضم كل شيء.',
  },
};
