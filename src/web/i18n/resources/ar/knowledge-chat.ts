import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'قواعد المعرفة لهذه المحادثة',
  note: 'تتلقى كل رسالة في المحادثة أنسب المقاطع لها من هذه القواعد.',
  none: 'لا توجد قواعد معرفة بعد.',
  files_zero: 'لا ملفات',
  files_one: 'ملف واحد',
  files_two: 'ملفان',
  files_few: '{{count}} ملفات',
  files_many: '{{count}} ملفًا',
  files_other: '{{count}} ملف',
  sources: 'المصادر',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}، صفحة {{page}}',
};
