import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Bases de conhecimento desta conversa',
  note: 'Cada mensagem da conversa recebe os trechos destas bases que melhor correspondem a ela.',
  none: 'Ainda não há bases de conhecimento.',
  files_one: '{{count}} arquivo',
  files_many: '{{count}} arquivos',
  files_other: '{{count}} arquivos',
  sources: 'Fontes',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, página {{page}}',
};
