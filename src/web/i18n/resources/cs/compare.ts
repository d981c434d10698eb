import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Zeptat se více modelů',
  pickNote: 'Vyberte dva až čtyři modely. Každý odpoví na vaši otázku a odpovědi se zobrazí vedle sebe.',
  filter: 'Filtrovat modely',
  models: 'Modely',
  chosen: 'Vybráno: {{count}} z {{max}}',
  ask: 'Zeptat se vybraných modelů',
  cancel: 'Zrušit',
  answers: 'Odpovědi více modelů',
  choose: 'Vybrat tuto odpověď',
  waiting: 'Čeká se na první slova…',
  firstToken: 'První slova po {{time}}',
  rate: '{{rate}} tokenů za sekundu',
  rateEstimated: 'asi {{rate}} tokenů za sekundu',
  cost: 'Cena {{cost}}',
  costUnknown: 'Cena neznámá',
};
