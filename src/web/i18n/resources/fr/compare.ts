import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Interroger plusieurs modèles',
  pickNote: 'Choisissez de deux à quatre modèles. Chacun répond à votre question, et les réponses s’affichent côte à côte.',
  filter: 'Filtrer les modèles',
  models: 'Modèles',
  chosen: 'Choisis : {{count}} sur {{max}}',
  ask: 'Interroger les modèles choisis',
  cancel: 'Annuler',
  answers: 'Réponses de plusieurs modèles',
  choose: 'Choisir cette réponse',
  waiting: 'En attente des premiers mots…',
  firstToken: 'Premiers mots après {{time}}',
  rate: '{{rate}} tokens par seconde',
  rateEstimated: 'environ {{rate}} tokens par seconde',
  cost: 'Coût {{cost}}',
  costUnknown: 'Coût inconnu',
};
