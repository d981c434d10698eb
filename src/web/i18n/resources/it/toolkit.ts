import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
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
  toast: {
    region: 'Notifiche',
  },
  imageViewer: {
    title: 'Immagine',
    open: 'Visualizza l’immagine {{index}} a dimensione intera',
    download: 'Scarica',
    copy: 'Copia immagine',
    unavailable: 'L’immagine non è più salvata.',
  },
};
