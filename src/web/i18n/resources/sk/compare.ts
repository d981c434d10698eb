import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Opýtať sa viacerých modelov',
  pickNote: 'Vyberte dva až štyri modely. Každý odpovie na vašu otázku a odpovede sa zobrazia vedľa seba.',
  filter: 'Filtrovať modely',
  models: 'Modely',
  chosen: 'Vybrané: {{count}} z {{max}}',
  ask: 'Opýtať sa vybraných modelov',
  cancel: 'Zrušiť',
  answers: 'Odpovede viacerých modelov',
  choose: 'Vybrať túto odpoveď',
  waiting: 'Čaká sa na prvé slová…',
  firstToken: 'Prvé slová po {{time}}',
  rate: '{{rate}} tokenov za sekundu',
  rateEstimated: 'asi {{rate}} tokenov za sekundu',
  cost: 'Cena {{cost}}',
  costUnknown: 'Cena neznáma',
};
