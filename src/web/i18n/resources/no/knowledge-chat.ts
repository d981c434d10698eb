import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Kunnskapsbaser for denne samtalen',
  note: 'Hver melding i samtalen får avsnittene fra disse basene som passer best til den.',
  none: 'Ingen kunnskapsbaser ennå.',
  files_one: '{{count}} fil',
  files_other: '{{count}} filer',
  sources: 'Kilder',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, side {{page}}',
};
