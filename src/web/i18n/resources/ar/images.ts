import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'رفع صورة',
  attachments: 'الصور المرفقة',
  thumbnail: 'الصورة {{index}}',
  remove: 'إزالة الصورة {{index}}',
  processing: 'جارٍ معالجة الصورة…',
  unavailable: 'الصورة غير متاحة',
  errors: {
    notImage: '«{{name}}» ليس صورة.',
    decode: 'تعذّرت قراءة الصورة «{{name}}».',
    heic: 'تعذّر تحويل صورة HEIC «{{name}}» إلى JPEG.',
    tooLarge: 'تعذّر تصغير الصورة «{{name}}» بما يكفي لإرسالها.',
    storage: 'تعذّر حفظ الصورة «{{name}}».',
    missing: 'لم تعد الصورة «{{name}}» مخزَّنة.',
  },
};
