import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'চ্যাট খুঁজুন',
  subtitle_one: '{{count, number}}টি মেসেজ ইনডেক্স করা হয়েছে',
  subtitle_other: '{{count, number}}টি মেসেজ ইনডেক্স করা হয়েছে',
  label: 'মেসেজ খুঁজুন',
  placeholder: 'সব চ্যাটের সব মেসেজে খুঁজুন',
  building: 'আপনার চ্যাটগুলো ইনডেক্স করা হচ্ছে…',
  failed: 'খোঁজা যাচ্ছে না: ইনডেক্স তৈরি করা যায়নি।',
  hint: 'এক বা একাধিক শব্দ লিখুন: যেসব মেসেজে সবগুলো শব্দ আছে সেগুলো দেখানো হবে, সবচেয়ে প্রাসঙ্গিকগুলো আগে।',
  results_one: '{{count, number}}টি মেসেজ পাওয়া গেছে',
  results_other: '{{count, number}}টি মেসেজ পাওয়া গেছে',
  resultsCapped: '{{total, number}}টি মেসেজ পাওয়া গেছে; সবচেয়ে প্রাসঙ্গিক {{count}}টি দেখানো হচ্ছে',
  resultsLabel: 'খোঁজার ফলাফল',
  noResult: '“{{query}}”-এর সাথে কোনো মেসেজ মেলেনি।',
  noResultHint: 'বানান যাচাই করুন, অথবা কম বা ছোট শব্দ দিয়ে চেষ্টা করুন।',
  noData: 'এখনও কোনো চ্যাটের ইতিহাস নেই: চ্যাট শুরু করলে এখানে মেসেজ খোঁজা যাবে।',
  roles: {
    user: 'আপনি',
    assistant: 'অ্যাসিস্ট্যান্ট',
    system: 'সিস্টেম',
    tool: 'টুল',
  },
  error: 'ত্রুটি',
};
