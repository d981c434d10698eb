import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'অন্য ডিভাইসে আছে',
  elsewhereHint: 'এর লেখা যে ডিভাইস এটি যোগ করেছে সেখানেই রয়ে গেছে। এখানেও খুঁজতে দুই ডিভাইসেই সেটিংস → সিঙ্ক-এ ডকুমেন্ট অন্তর্ভুক্ত করুন চালু করুন।',
  webPage: 'ওয়েব পেজ',
  addPage: 'ওয়েব পেজ যোগ করুন',
  pageAddress: 'ওয়েব পেজের ঠিকানা',
  readingPage: '{{url}} পড়া হচ্ছে…',
  pageFailure: {
    'invalid-url': 'এটি কোনো ওয়েব ঠিকানা নয়। https://example.com/page-এর মতো একটি ঠিকানা লিখুন।',
    blocked_address: 'সার্ভার এই ঠিকানা পড়ে না: এটি কোনো পাবলিক ওয়েব পেজ নয়।',
    timeout: 'পেজটি উত্তর দিতে অনেক সময় নিয়েছে। পরে আবার চেষ্টা করুন।',
    too_large: 'পেজটি পড়ার জন্য খুব বড়।',
    bad_status: 'সাইটটি একটি ত্রুটি দিয়ে উত্তর দিয়েছে ({{status}})।',
    unsupported_type: 'এই ঠিকানাটি কোনো ওয়েব পেজ বা পড়ার মতো ডকুমেন্ট নয়।',
    unreadable: 'পেজটিতে পড়ার মতো কোনো লেখা নেই।',
    unreachable: 'পেজটিতে পৌঁছানো যায়নি। ঠিকানা ও সংযোগ পরীক্ষা করুন।',
    too_many_redirects: 'পেজটি এত বেশিবার রিডাইরেক্ট করে যে পড়া যায় না।',
    unauthorized: 'পেজ পড়ার আগে সার্ভার অ্যাক্সেস কোড চাইছে। সেটিংসে সেটি দিন।',
    refused: 'সার্ভার পেজটি পড়তে অস্বীকার করেছে।',
    badAnswer: 'সার্ভারের উত্তর বোঝা যায়নি।',
  },
  includeDocuments: {
    title: 'ডকুমেন্ট অন্তর্ভুক্ত করুন',
    subTitle: 'জ্ঞানভান্ডারের ফাইলগুলোর লেখাও আপলোড করুন: এখন {{size}}, সর্বোচ্চ {{max}}। এদের নাম ও ফাইল তালিকা সবসময় সিঙ্ক হয়।',
  },
};
