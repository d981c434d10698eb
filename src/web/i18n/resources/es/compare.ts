import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Preguntar a varios modelos',
  pickNote: 'Elige de dos a cuatro modelos. Cada uno responde a tu pregunta y las respuestas se muestran una al lado de otra.',
  filter: 'Filtrar modelos',
  models: 'Modelos',
  chosen: 'Elegidos: {{count}} de {{max}}',
  ask: 'Preguntar a los modelos elegidos',
  cancel: 'Cancelar',
  answers: 'Respuestas de varios modelos',
  choose: 'Elegir esta respuesta',
  waiting: 'Esperando las primeras palabras…',
  firstToken: 'Primeras palabras tras {{time}}',
  rate: '{{rate}} tokens por segundo',
  rateEstimated: 'unos {{rate}} tokens por segundo',
  cost: 'Coste {{cost}}',
  costUnknown: 'Coste desconocido',
};
