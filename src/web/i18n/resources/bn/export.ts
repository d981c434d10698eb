import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'চ্যাট এক্সপোর্ট করুন',
  json: {
    export: 'চ্যাট JSON হিসেবে এক্সপোর্ট করুন',
    import: 'JSON থেকে চ্যাট ইমপোর্ট করুন',
    imported: '“{{topic}}” চ্যাটটি ইমপোর্ট করা হয়েছে',
  },
};
