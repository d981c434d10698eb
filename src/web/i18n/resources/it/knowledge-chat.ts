import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Basi di conoscenza di questa chat',
  note: 'Ogni messaggio della chat riceve i passaggi di queste basi che gli corrispondono meglio.',
  none: 'Ancora nessuna base di conoscenza.',
  files_one: '{{count}} file',
  files_many: '{{count}} file',
  files_other: '{{count}} file',
  sources: 'Fonti',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, pagina {{page}}',
};
