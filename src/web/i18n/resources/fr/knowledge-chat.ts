import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Bases de connaissances de cette conversation',
  note: 'Chaque message de la conversation reçoit les passages de ces bases qui lui correspondent le mieux.',
  none: 'Aucune base de connaissances pour l’instant.',
  files_one: '{{count}} fichier',
  files_many: '{{count}} fichiers',
  files_other: '{{count}} fichiers',
  sources: 'Sources',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, p. {{page}}',
};
