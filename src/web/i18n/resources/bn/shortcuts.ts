import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'কিবোর্ড শর্টকাট',
  send: 'বার্তা পাঠান',
  newline: 'বার্তায় নতুন লাইন শুরু করুন',
  prompts: 'বার্তার শুরুতে: প্রম্পট খুঁজুন',
  commands: 'বার্তার শুরুতে: একটি কমান্ড ব্যবহার করুন',
  recall: 'খালি ইনপুটে: আপনার শেষ বার্তা ফিরিয়ে আনুন',
  switchChat: 'আগের বা পরের চ্যাটে যান',
  reorder: 'তালিকায় ফোকাস করা চ্যাটটি তুলুন, তীর কী দিয়ে সরান, স্পেস দিয়ে ছাড়ুন',
  close: 'একটি ডায়ালগ, মেনু বা পরামর্শ বন্ধ করুন',
  help: 'এই শর্টকাটগুলো দেখান',
  space: 'স্পেস',
};
