import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'লোড হচ্ছে…',
  openApp: 'PolyChat খুলুন',
  failed: 'এটি লোড করা যায়নি। ইন্টারনেট সংযোগ যাচাই করে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
  artifact: {
    title: 'আর্টিফ্যাক্ট',
    subtitle: 'PolyChat থেকে শেয়ার করা। এটি অ্যাপ থেকে আলাদা, একটি স্যান্ডবক্সে চলে।',
    frame: 'শেয়ার করা আর্টিফ্যাক্ট',
    notFound: 'এই আর্টিফ্যাক্টটি নেই, অথবা এর লিংকের মেয়াদ শেষ হয়ে গেছে।',
    download: 'ডাউনলোড করুন',
    copyLink: 'লিংক কপি করুন',
  },
  share: {
    title: 'শেয়ার করা চ্যাট',
    subtitle_one: '{{count}}টি মেসেজ, {{date}} তারিখে শেয়ার করা',
    subtitle_other: '{{count}}টি মেসেজ, {{date}} তারিখে শেয়ার করা',
    notFound: 'এই শেয়ার করা চ্যাটটি নেই, অথবা এর লিংকের মেয়াদ শেষ হয়ে গেছে।',
    continue: 'এই চ্যাট চালিয়ে যান',
    continued: 'চ্যাটটি আপনার চ্যাটের তালিকায় যোগ করা হয়েছে।',
    footer: '<link>PolyChat</link> থেকে শেয়ার করা হয়েছে, একাধিক প্রোভাইডারের জন্য একটি ওপেন-সোর্স AI চ্যাট ক্লায়েন্ট।',
    roles: { human: 'আপনি', gpt: 'অ্যাসিস্ট্যান্ট' },
  },
};
