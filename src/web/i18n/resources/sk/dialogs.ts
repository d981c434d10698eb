import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Nahlásiť chybu',
    clearAll: 'Vymazať všetky údaje',
    details: 'Podrobnosti o chybe',
  },
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
  imageViewer: {
    title: 'Obrázok',
    download: 'Stiahnuť',
    copy: 'Kopírovať obrázok',
    unavailable: 'Obrázok už nie je uložený.',
  },
  questions: {
    deleteChat: 'Odstrániť chat „{{topic}}“?',
    clearAllData: 'Naozaj chcete vymazať všetky údaje? Najprv sa stiahne záložný súbor so všetkým.',
  },
};
