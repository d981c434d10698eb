import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'সমস্যাটি রিপোর্ট করুন',
    clearAll: 'সব ডেটা মুছুন',
    details: 'ত্রুটির বিবরণ',
  },
  modal: {
    maximise: 'বড় করুন',
    restore: 'আগের আকারে আনুন',
    close: 'বন্ধ করুন',
  },
  password: {
    show: 'পাসওয়ার্ড দেখান',
    hide: 'পাসওয়ার্ড লুকান',
  },
  fullscreen: {
    enter: 'ফুল স্ক্রিন',
    exit: 'ফুল স্ক্রিন থেকে বেরোন',
  },
  selector: {
    label: 'বেছে নিন',
    filter: 'ফিল্টার',
    noResults: 'কিছু মেলেনি',
    done: 'হয়ে গেছে',
    selected_one: '{{count}}টি বেছে নেওয়া হয়েছে',
    selected_other: '{{count}}টি বেছে নেওয়া হয়েছে',
  },
  imageViewer: {
    title: 'ছবি',
    download: 'ডাউনলোড করুন',
    copy: 'ছবি কপি করুন',
    unavailable: 'ছবিটি আর সংরক্ষিত নেই।',
  },
  questions: {
    deleteChat: '“{{topic}}” চ্যাটটি মুছবেন?',
    clearAllData: 'আপনি কি সত্যিই সব ডেটা মুছতে চান? তার আগে সবকিছুর একটি ব্যাকআপ ফাইল ডাউনলোড হবে।',
  },
};
