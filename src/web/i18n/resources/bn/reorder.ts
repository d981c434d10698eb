import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'কোনো চ্যাটের ক্রম বদলাতে Space চেপে সেটি তুলুন, অ্যারো কী দিয়ে সরান, তারপর Space বা Enter চেপে নামিয়ে রাখুন, অথবা বাতিল করতে Escape চাপুন।',
  start: '{{topic}} চ্যাটটি তোলা হয়েছে, {{count}}টির মধ্যে {{position}} নম্বর অবস্থানে।',
  over: '{{topic}} চ্যাটটি এখন {{count}}টির মধ্যে {{position}} নম্বর অবস্থানের উপরে।',
  end: '{{topic}} চ্যাটটি {{count}}টির মধ্যে {{position}} নম্বর অবস্থানে রাখা হয়েছে।',
  cancel: '{{topic}} চ্যাটটি সরানো বাতিল করা হয়েছে।',
};
