import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Fehler melden',
    clearAll: 'Alle Daten löschen',
    details: 'Fehlerdetails',
  },
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
  imageViewer: {
    title: 'Bild',
    download: 'Herunterladen',
    copy: 'Bild kopieren',
    unavailable: 'Das Bild ist nicht mehr gespeichert.',
  },
  questions: {
    deleteChat: 'Chat „{{topic}}“ löschen?',
    clearAllData: 'Möchtest du wirklich alle Daten löschen? Vorher wird eine Sicherungsdatei mit allem heruntergeladen.',
  },
};
