import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'প্রম্পট',
  subtitle: '{{builtin}}টি বিল্ট-ইন, {{user}}টি আপনার তৈরি',
  search: 'প্রম্পট খুঁজুন',
  add: 'প্রম্পট যোগ করুন',
  edit: 'প্রম্পট এডিট করুন',
  view: 'প্রম্পট দেখুন',
  delete: 'প্রম্পট মুছুন',
  use: 'ব্যবহার করুন',
  confirmDelete: '“{{title}}” প্রম্পটটি মুছবেন?',
  titleLabel: 'শিরোনাম',
  contentLabel: 'বিষয়বস্তু',
  empty: 'আপনার খোঁজার সাথে কোনো প্রম্পট মেলেনি।',
  user: 'আপনার',
  builtin: 'বিল্ট-ইন',
};
