import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  modal: {
    maximise: 'Maximieren',
    restore: 'Wiederherstellen',
    close: 'Schließen',
  },
  password: {
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  fullscreen: {
    enter: 'Vollbild',
    exit: 'Vollbild beenden',
  },
  selector: {
    label: 'Auswählen',
    filter: 'Filtern',
    noResults: 'Keine Treffer',
    done: 'Fertig',
    selected_one: '{{count}} ausgewählt',
    selected_other: '{{count}} ausgewählt',
  },
  toast: {
    region: 'Benachrichtigungen',
  },
  imageViewer: {
    title: 'Bild',
    open: 'Bild {{index}} in voller Größe anzeigen',
    download: 'Herunterladen',
    copy: 'Bild kopieren',
    unavailable: 'Das Bild ist nicht mehr gespeichert.',
  },
};
