import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'এই চ্যাটের জ্ঞানভান্ডার',
  note: 'চ্যাটের প্রতিটি বার্তার সঙ্গে এই ভান্ডারগুলির সবচেয়ে মানানসই অংশ দেওয়া হয়।',
  none: 'এখনও কোনো জ্ঞানভান্ডার নেই।',
  files_one: '{{count}}টি ফাইল',
  files_other: '{{count}}টি ফাইল',
  sources: 'উৎস',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, পৃষ্ঠা {{page}}',
};
