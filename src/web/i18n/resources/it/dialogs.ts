import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Segnala questo errore',
    clearAll: 'Cancella tutti i dati',
    details: 'Dettagli dell’errore',
  },
  modal: {
    maximise: 'Ingrandisci',
    restore: 'Ripristina',
    close: 'Chiudi',
  },
  password: {
    show: 'Mostra password',
    hide: 'Nascondi password',
  },
  fullscreen: {
    enter: 'Schermo intero',
    exit: 'Esci da schermo intero',
  },
  selector: {
    label: 'Seleziona',
    filter: 'Filtra',
    noResults: 'Nessun risultato',
    done: 'Fine',
    selected_one: '{{count}} selezionato',
    selected_many: '{{count}} selezionati',
    selected_other: '{{count}} selezionati',
  },
  imageViewer: {
    title: 'Immagine',
    download: 'Scarica',
    copy: 'Copia immagine',
    unavailable: 'L’immagine non è più salvata.',
  },
  questions: {
    deleteChat: 'Eliminare la chat “{{topic}}”?',
    clearAllData: 'Vuoi davvero cancellare tutti i dati? Prima verrà scaricato un file di backup completo.',
  },
};
