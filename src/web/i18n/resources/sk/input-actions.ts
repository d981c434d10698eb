import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Znalosti',
    actionOn: 'Znalosti ({{count}})',
  },
  compare: {
    action: 'Opýtať sa viacerých modelov',
    typeFirst: 'Najprv napíšte otázku, potom sa opýtajte viacerých modelov',
  },
  webSearch: {
    toggle: {
      on: 'Hľadanie na webe: zapnuté',
      off: 'Hľadanie na webe: vypnuté',
      notSetUp: 'Hľadanie na webe nie je nastavené: vyberte vyhľadávaciu službu v Nastaveniach',
    },
    by: {
      label: 'Vlastné vyhľadávanie modelu',
      app: 'Vyhľadáva aplikácia',
      model: '{{model}} vyhľadáva sám',
      onlyModel: 'Nie je nastavená žiadna vyhľadávacia služba: {{model}} vyhľadáva sám',
    },
  },
  dictate: {
    dictate: 'Diktovať',
    listening: 'Počúvam…',
    transcribing: 'Zapisujem, čo ste povedali…',
    level: 'Úroveň mikrofónu',
  },
};
