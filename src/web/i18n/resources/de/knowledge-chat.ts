import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Wissensdatenbanken dieses Chats',
  note: 'Jede Nachricht des Chats erhält die Abschnitte dieser Datenbanken, die am besten zu ihr passen.',
  none: 'Noch keine Wissensdatenbanken.',
  files_one: '{{count}} Datei',
  files_other: '{{count}} Dateien',
  sources: 'Quellen',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, Seite {{page}}',
};
