import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Spør flere modeller',
  pickNote: 'Velg to til fire modeller. Hver av dem svarer på spørsmålet ditt, og svarene vises side om side.',
  filter: 'Filtrer modeller',
  models: 'Modeller',
  chosen: 'Valgt: {{count}} av {{max}}',
  ask: 'Spør de valgte modellene',
  cancel: 'Avbryt',
  answers: 'Svar fra flere modeller',
  choose: 'Velg dette svaret',
  waiting: 'Venter på de første ordene…',
  firstToken: 'De første ordene etter {{time}}',
  rate: '{{rate}} tokener per sekund',
  rateEstimated: 'omtrent {{rate}} tokener per sekund',
  cost: 'Kostnad {{cost}}',
  costUnknown: 'Ukjent kostnad',
};
