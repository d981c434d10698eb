import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Bases de conocimiento de este chat',
  note: 'Cada mensaje del chat recibe los fragmentos de estas bases que mejor le corresponden.',
  none: 'Aún no hay bases de conocimiento.',
  files_one: '{{count}} archivo',
  files_many: '{{count}} archivos',
  files_other: '{{count}} archivos',
  sources: 'Fuentes',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, página {{page}}',
};
