import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Buscar conversas',
  subtitle_one: '{{count, number}} mensagem indexada',
  subtitle_many: '{{count, number}} mensagens indexadas',
  subtitle_other: '{{count, number}} mensagens indexadas',
  label: 'Buscar mensagens',
  placeholder: 'Buscar em todas as mensagens de todas as conversas',
  building: 'Indexando suas conversas…',
  failed: 'A busca não está disponível: não foi possível criar o índice.',
  hint: 'Digite uma ou mais palavras: aparecem todas as mensagens que contêm todas elas, das mais relevantes às menos.',
  results_one: '{{count, number}} mensagem encontrada',
  results_many: '{{count, number}} mensagens encontradas',
  results_other: '{{count, number}} mensagens encontradas',
  resultsCapped: '{{total, number}} mensagens encontradas; exibindo as {{count}} mais relevantes',
  resultsLabel: 'Resultados da busca',
  noResult: 'Nenhuma mensagem corresponde a “{{query}}”.',
  noResultHint: 'Verifique a ortografia ou tente usar menos palavras, ou palavras mais curtas.',
  noData: 'Ainda não há histórico de conversas: depois que você conversar, as mensagens poderão ser buscadas aqui.',
  roles: {
    user: 'Você',
    assistant: 'Assistente',
    system: 'Sistema',
    tool: 'Ferramenta',
  },
  error: 'Erro',
};
