import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Nahlásit chybu',
    clearAll: 'Vymazat všechna data',
    details: 'Podrobnosti chyby',
  },
  modal: {
    maximise: 'Maximalizovat',
    restore: 'Obnovit',
    close: 'Zavřít',
  },
  password: {
    show: 'Zobrazit heslo',
    hide: 'Skrýt heslo',
  },
  fullscreen: {
    enter: 'Celá obrazovka',
    exit: 'Ukončit režim celé obrazovky',
  },
  selector: {
    label: 'Vybrat',
    filter: 'Filtrovat',
    noResults: 'Žádné výsledky',
    done: 'Hotovo',
    selected_one: 'Vybráno: {{count}}',
    selected_few: 'Vybráno: {{count}}',
    selected_many: 'Vybráno: {{count}}',
    selected_other: 'Vybráno: {{count}}',
  },
  imageViewer: {
    title: 'Obrázek',
    download: 'Stáhnout',
    copy: 'Kopírovat obrázek',
    unavailable: 'Obrázek už není uložený.',
  },
  questions: {
    deleteChat: 'Smazat chat „{{topic}}“?',
    clearAllData: 'Opravdu chcete vymazat všechna data? Nejdřív se stáhne záložní soubor se vším.',
  },
};
