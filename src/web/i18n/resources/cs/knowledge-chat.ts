import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Znalostní báze tohoto chatu',
  note: 'Každá zpráva chatu dostane úryvky z těchto bází, které k ní nejlépe sedí.',
  none: 'Zatím žádné znalostní báze.',
  files_one: '{{count}} soubor',
  files_few: '{{count}} soubory',
  files_many: '{{count}} souboru',
  files_other: '{{count}} souborů',
  sources: 'Zdroje',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, strana {{page}}',
};
