import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'জ্ঞানভান্ডার',
    actionOn: 'জ্ঞানভান্ডার ({{count}})',
  },
  compare: {
    action: 'একাধিক মডেলকে জিজ্ঞাসা করুন',
    typeFirst: 'আগে একটি প্রশ্ন লিখুন, তারপর একাধিক মডেলকে জিজ্ঞাসা করুন',
  },
  webSearch: {
    toggle: {
      on: 'ওয়েব অনুসন্ধান: চালু',
      off: 'ওয়েব অনুসন্ধান: বন্ধ',
      notSetUp: 'ওয়েব অনুসন্ধান সেট আপ করা হয়নি: সেটিংসে একটি অনুসন্ধান পরিষেবা বেছে নিন',
    },
    by: {
      label: 'মডেলের নিজস্ব অনুসন্ধান',
      app: 'অ্যাপ অনুসন্ধান করে',
      model: '{{model}} নিজেই অনুসন্ধান করে',
      onlyModel: 'কোনো অনুসন্ধান পরিষেবা সেট করা নেই: {{model}} নিজেই অনুসন্ধান করে',
    },
  },
  dictate: {
    dictate: 'ডিক্টেট করুন',
    listening: 'শুনছি…',
    transcribing: 'আপনার কথা লিখে নেওয়া হচ্ছে…',
    level: 'মাইক্রোফোনের মাত্রা',
  },
};
