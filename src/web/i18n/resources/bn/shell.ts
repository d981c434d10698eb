import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'লোড হচ্ছে…',
  defaultTopic: 'নতুন চ্যাট',
  sidebar: {
    label: 'সাইডবার',
    subtitle: 'আপনার ব্যবহার করা সব মডেলের সাথে চ্যাট করুন, এক জায়গায়।',
    chats: 'চ্যাট',
    newChat: 'নতুন চ্যাট',
    masks: 'মাস্ক',
    settings: 'সেটিংস',
    sync: { running: 'সিঙ্ক হচ্ছে…', success: 'সিঙ্ক হয়েছে: {{time}}', failed: 'সিঙ্ক ব্যর্থ হয়েছে: সেটিংস → সিঙ্ক দেখুন' },
    discovery: 'খুঁজে দেখুন',
    resize: 'সাইডবারের আকার বদলান',
    noChats: 'এখনও কোনো চ্যাট নেই',
    messageCount_one: '{{count, number}}টি মেসেজ',
    messageCount_other: '{{count, number}}টি মেসেজ',
  },
  nav: {
    back: 'ফিরে যান',
  },
  errorBoundary: {
    title: 'দুঃখিত, কিছু একটা সমস্যা হয়েছে',
    report: 'সমস্যাটি রিপোর্ট করুন',
    clearAll: 'সব ডেটা মুছুন',
    details: 'ত্রুটির বিবরণ',
  },
  storage: {
    skippedRecords_one: 'সংরক্ষিত {{count}}টি রেকর্ড পড়া যায়নি, তাই বাদ দেওয়া হয়েছে।',
    skippedRecords_other: 'সংরক্ষিত {{count}}টি রেকর্ড পড়া যায়নি, তাই বাদ দেওয়া হয়েছে।',
    unavailable: 'লোকাল স্টোরেজ পাওয়া যাচ্ছে না: এই পেজ বন্ধ করলে পরিবর্তনগুলো আর থাকবে না।',
    writeFailed: 'সেভ করা যায়নি: {{message}}',
  },
  serverConfig: {
    unreadable: 'সার্ভারের সেটিংস পড়া যায়নি, তাই এর প্রবেশের নিয়ম ও মডেলগুলো নেই। পৃষ্ঠাটি আবার লোড করুন; বারবার এমন হলে প্রশাসককে জানান।',
  },
};
