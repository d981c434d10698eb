import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Базы знаний этого чата',
  note: 'Каждое сообщение чата получает фрагменты этих баз, которые подходят к нему лучше всего.',
  none: 'Баз знаний пока нет.',
  files_one: '{{count}} файл',
  files_few: '{{count}} файла',
  files_many: '{{count}} файлов',
  files_other: '{{count}} файла',
  sources: 'Источники',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, стр. {{page}}',
};
