import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Znalostné bázy tohto chatu',
  note: 'Každá správa chatu dostane úryvky z týchto báz, ktoré k nej najlepšie sedia.',
  none: 'Zatiaľ žiadne znalostné bázy.',
  files_one: '{{count}} súbor',
  files_few: '{{count}} súbory',
  files_many: '{{count}} súboru',
  files_other: '{{count}} súborov',
  sources: 'Zdroje',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, strana {{page}}',
};
