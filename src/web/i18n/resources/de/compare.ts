import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Mehrere Modelle fragen',
  pickNote: 'Wählen Sie zwei bis vier Modelle. Jedes beantwortet Ihre Frage, und die Antworten stehen nebeneinander.',
  filter: 'Modelle filtern',
  models: 'Modelle',
  chosen: 'Gewählt: {{count}} von {{max}}',
  ask: 'Gewählte Modelle fragen',
  cancel: 'Abbrechen',
  answers: 'Antworten mehrerer Modelle',
  choose: 'Diese Antwort wählen',
  waiting: 'Warte auf die ersten Wörter…',
  firstToken: 'Erste Wörter nach {{time}}',
  rate: '{{rate}} Tokens pro Sekunde',
  rateEstimated: 'etwa {{rate}} Tokens pro Sekunde',
  cost: 'Kosten {{cost}}',
  costUnknown: 'Kosten unbekannt',
};
