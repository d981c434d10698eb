import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  modal: {
    maximise: 'Maximalizovať',
    restore: 'Obnoviť',
    close: 'Zavrieť',
  },
  password: {
    show: 'Zobraziť heslo',
    hide: 'Skryť heslo',
  },
  fullscreen: {
    enter: 'Celá obrazovka',
    exit: 'Ukončiť režim celej obrazovky',
  },
  selector: {
    label: 'Vybrať',
    filter: 'Filtrovať',
    noResults: 'Žiadne výsledky',
    done: 'Hotovo',
    selected_one: 'Vybrané: {{count}}',
    selected_few: 'Vybrané: {{count}}',
    selected_many: 'Vybrané: {{count}}',
    selected_other: 'Vybrané: {{count}}',
  },
  toast: {
    region: 'Upozornenia',
  },
  imageViewer: {
    title: 'Obrázok',
    open: 'Zobraziť obrázok {{index}} v plnej veľkosti',
    download: 'Stiahnuť',
    copy: 'Kopírovať obrázok',
    unavailable: 'Obrázok už nie je uložený.',
  },
};
