import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Chiedi a più modelli',
  pickNote: 'Scegli da due a quattro modelli. Ognuno risponde alla tua domanda e le risposte appaiono affiancate.',
  filter: 'Filtra i modelli',
  models: 'Modelli',
  chosen: 'Scelti: {{count}} su {{max}}',
  ask: 'Chiedi ai modelli scelti',
  cancel: 'Annulla',
  answers: 'Risposte di più modelli',
  choose: 'Scegli questa risposta',
  waiting: 'In attesa delle prime parole…',
  firstToken: 'Prime parole dopo {{time}}',
  rate: '{{rate}} token al secondo',
  rateEstimated: 'circa {{rate}} token al secondo',
  cost: 'Costo {{cost}}',
  costUnknown: 'Costo sconosciuto',
};
