import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Conhecimento',
    actionOn: 'Conhecimento ({{count}})',
  },
  compare: {
    action: 'Perguntar a vários modelos',
    typeFirst: 'Escreva primeiro uma pergunta e depois pergunte a vários modelos',
  },
  webSearch: {
    toggle: {
      on: 'Pesquisa na web: ligada',
      off: 'Pesquisa na web: desligada',
      notSetUp: 'A pesquisa na web não está configurada: escolha um serviço de pesquisa nas Definições',
    },
    by: {
      label: 'Pesquisa própria do modelo',
      app: 'A aplicação pesquisa',
      model: '{{model}} pesquisa por si',
      onlyModel: 'Nenhum serviço de pesquisa configurado: {{model}} pesquisa por si',
    },
  },
  dictate: {
    dictate: 'Ditar',
    listening: 'Ouvindo…',
    transcribing: 'Escrevendo o que você disse…',
    level: 'Nível do microfone',
  },
};
