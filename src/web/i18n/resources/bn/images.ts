import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'ছবি আপলোড করুন',
  attachments: 'সংযুক্ত ছবি',
  thumbnail: 'ছবি {{index}}',
  remove: 'ছবি {{index}} সরান',
  processing: 'ছবি প্রসেস করা হচ্ছে…',
  unavailable: 'ছবি পাওয়া যাচ্ছে না',
  errors: {
    notImage: '“{{name}}” কোনো ছবি নয়।',
    decode: '“{{name}}” ছবিটি পড়া যায়নি।',
    heic: 'HEIC ছবি “{{name}}” JPEG-এ রূপান্তর করা যায়নি।',
    tooLarge: '“{{name}}” ছবিটি পাঠানোর মতো যথেষ্ট ছোট করা যায়নি।',
    storage: '“{{name}}” ছবিটি সেভ করা যায়নি।',
    missing: '“{{name}}” ছবিটি আর সংরক্ষিত নেই।',
  },
};
