import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Wird geladen…',
  defaultTopic: 'Neuer Chat',
  sidebar: {
    label: 'Seitenleiste',
    subtitle: 'Chatte mit allen deinen Modellen an einem Ort.',
    chats: 'Chats',
    newChat: 'Neuer Chat',
    masks: 'Masken',
    settings: 'Einstellungen',
    sync: {
      running: 'Wird synchronisiert…',
      success: 'Synchronisiert: {{time}}',
      failed: 'Synchronisierung fehlgeschlagen – siehe Einstellungen → Synchronisierung',
    },
    discovery: 'Entdecken',
    resize: 'Breite der Seitenleiste ändern',
    noChats: 'Noch keine Chats',
    messageCount_one: '{{count, number}} Nachricht',
    messageCount_other: '{{count, number}} Nachrichten',
  },
  nav: {
    back: 'Zurück',
  },
  errorBoundary: {
    title: 'Hoppla, da ist etwas schiefgelaufen',
    report: 'Fehler melden',
    clearAll: 'Alle Daten löschen',
    details: 'Fehlerdetails',
  },
  storage: {
    skippedRecords_one: '{{count}} gespeicherter Eintrag konnte nicht gelesen werden und wurde übersprungen.',
    skippedRecords_other: '{{count}} gespeicherte Einträge konnten nicht gelesen werden und wurden übersprungen.',
    unavailable: 'Der lokale Speicher ist nicht verfügbar: Änderungen gehen verloren, sobald du diese Seite schließt.',
    writeFailed: 'Speichern fehlgeschlagen: {{message}}',
  },
  serverConfig: {
    unreadable: 'Die Einstellungen des Servers konnten nicht gelesen werden, daher fehlen seine Zugriffsregeln und Modelle. Lade die Seite neu; wenn das weiter passiert, sag dem Administrator Bescheid.',
  },
};
