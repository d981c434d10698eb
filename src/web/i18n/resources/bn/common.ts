import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'নিশ্চিত করুন',
  cancel: 'বাতিল করুন',
  close: 'বন্ধ করুন',
  save: 'সেভ করুন',
  delete: 'মুছুন',
  edit: 'এডিট করুন',
  add: 'যোগ করুন',
  back: 'ফিরে যান',
  loading: 'লোড হচ্ছে',
  chooseAvatar: 'অবতার বেছে নিন',
  copy: 'কপি করুন',
  copySuccess: 'ক্লিপবোর্ডে কপি করা হয়েছে',
  copyFailed: 'কপি করা যায়নি, ক্লিপবোর্ড ব্যবহারের অনুমতি দিন',
  downloadSuccess: 'ডাউনলোড হয়েছে',
  downloadFailed: 'ডাউনলোড করা যায়নি',
};
