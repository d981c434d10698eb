import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'চ্যাট মুছে ফেলা হয়েছে',
  revert: 'আগের অবস্থায় ফিরুন',
  deleteChat: 'চ্যাট মুছুন',
  confirmDelete: '“{{topic}}” চ্যাটটি মুছবেন?',
  drag: {
    instructions:
      'কোনো চ্যাটের ক্রম বদলাতে Space চেপে সেটি তুলুন, অ্যারো কী দিয়ে সরান, তারপর Space বা Enter চেপে নামিয়ে রাখুন, অথবা বাতিল করতে Escape চাপুন।',
    start: '{{topic}} চ্যাটটি তোলা হয়েছে, {{count}}টির মধ্যে {{position}} নম্বর অবস্থানে।',
    over: '{{topic}} চ্যাটটি এখন {{count}}টির মধ্যে {{position}} নম্বর অবস্থানের উপরে।',
    end: '{{topic}} চ্যাটটি {{count}}টির মধ্যে {{position}} নম্বর অবস্থানে রাখা হয়েছে।',
    cancel: '{{topic}} চ্যাটটি সরানো বাতিল করা হয়েছে।',
  },
  header: {
    edit: 'চ্যাট এডিট করুন',
    more: 'চ্যাটের আরও অপশন',
  },
  fork: {
    action: 'এখান থেকে শাখা তৈরি করুন',
    done: 'এই পর্যন্ত মেসেজ নিয়ে নতুন চ্যাট',
    topic: '{{topic}} (শাখা)',
  },
};
