import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Perguntar a vários modelos',
  pickNote: 'Escolha de dois a quatro modelos. Cada um responde à sua pergunta, e as respostas aparecem lado a lado.',
  filter: 'Filtrar modelos',
  models: 'Modelos',
  chosen: 'Escolhidos: {{count}} de {{max}}',
  ask: 'Perguntar aos modelos escolhidos',
  cancel: 'Cancelar',
  answers: 'Respostas de vários modelos',
  choose: 'Escolher esta resposta',
  waiting: 'À espera das primeiras palavras…',
  firstToken: 'Primeiras palavras após {{time}}',
  rate: '{{rate}} tokens por segundo',
  rateEstimated: 'cerca de {{rate}} tokens por segundo',
  cost: 'Custo {{cost}}',
  costUnknown: 'Custo desconhecido',
};
