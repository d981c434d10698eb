import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'চ্যাট মুছে ফেলা হয়েছে',
  revert: 'আগের অবস্থায় ফিরুন',
  deleteChat: 'চ্যাট মুছুন',
  header: {
    edit: 'চ্যাট এডিট করুন',
    more: 'চ্যাটের আরও অপশন',
  },
};
