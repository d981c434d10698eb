import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'একাধিক মডেলকে জিজ্ঞাসা করুন',
  pickNote: 'দুই থেকে চারটি মডেল বেছে নিন। প্রতিটি আপনার প্রশ্নের উত্তর দেবে, আর উত্তরগুলো পাশাপাশি দেখা যাবে।',
  filter: 'মডেল ছাঁকুন',
  models: 'মডেল',
  chosen: 'বেছে নেওয়া: {{max}}টির মধ্যে {{count}}টি',
  ask: 'বেছে নেওয়া মডেলদের জিজ্ঞাসা করুন',
  cancel: 'বাতিল',
  answers: 'একাধিক মডেলের উত্তর',
  choose: 'এই উত্তরটি বেছে নিন',
  waiting: 'প্রথম শব্দের অপেক্ষায়…',
  firstToken: 'প্রথম শব্দ {{time}} পরে',
  rate: 'প্রতি সেকেন্ডে {{rate}} টোকেন',
  rateEstimated: 'প্রতি সেকেন্ডে প্রায় {{rate}} টোকেন',
  cost: 'খরচ {{cost}}',
  costUnknown: 'খরচ অজানা',
};
