import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'কোড কপি করুন',
    expand: 'সব {{lines}} লাইন দেখান',
    collapse: 'ছোট করুন',
    plainText: 'টেক্সট',
  },
  mermaid: {
    drawing: 'ডায়াগ্রাম আঁকা হচ্ছে…',
    failed: 'ডায়াগ্রামটি আঁকা যায়নি; এর সোর্স নিচে দেওয়া হলো।',
  },
  remoteImage: {
    label: '{{host}} থেকে ছবি',
    withAlt: '“{{alt}}”: {{host}} থেকে একটি ছবি, লোড করা হয়নি',
    withoutAlt: '{{host}} থেকে একটি ছবি, লোড করা হয়নি',
    load: 'ছবি লোড করুন',
    always: '{{host}} থেকে সবসময় লোড করুন',
  },
  artifact: {
    label: '{{kind}} আর্টিফ্যাক্ট',
    views: 'দেখার ধরন',
    preview: 'প্রিভিউ',
    code: 'কোড',
    frameTitle: '{{kind}}-এর প্রিভিউ',
    download: 'ডাউনলোড করুন',
    copy: 'কপি করুন',
    share: 'শেয়ার করুন',
    shared: 'লিংক কপি করা হয়েছে: {{link}}',
    shareFailed: 'শেয়ার করা যায়নি',
    tooLarge: 'এই আর্টিফ্যাক্টটি 1 MB-এর চেয়ে বড়, তাই শেয়ার করা যাবে না।',
  },
};
