import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'ফিরে যান',
  skip: 'সরাসরি শুরু করুন',
  neverShow: 'আর দেখাবেন না',
  confirmNeverShow: 'মাস্ক বাছাইয়ের স্ক্রিন আর দেখাবেন না? নতুন চ্যাট সরাসরি শুরু হবে; সেটিংস থেকে এটি আবার চালু করতে পারবেন।',
  title: 'একটি মাস্ক বেছে নিন',
  subtitle: 'মাস্কের আড়ালের আত্মার সাথে চ্যাট করুন',
  more: 'আরও খুঁজুন',
  masks: 'মাস্ক',
};
