import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Sprachanruf',
  title: 'Sprachanruf mit {{model}}',
  status: {
    connecting: 'Verbindung wird hergestellt…',
    listening: 'Hört zu',
    answering: 'Antwortet',
    muted: 'Stummgeschaltet',
    ended: 'Anruf beendet',
  },
  hint: 'Sprich, wenn du bereit bist. Sprich in die Antwort hinein, um sie zu unterbrechen.',
  transcript: 'Mitschrift',
  you: 'Du',
  assistant: 'Assistent',
  mute: 'Stummschalten',
  end: 'Auflegen',
  typeLabel: 'Getippte Nachricht',
  typePlaceholder: 'Oder hier tippen…',
  send: 'Senden',
  problem: {
    micDenied: 'Das Mikrofon ist gesperrt. Erlaube PolyChat den Zugriff in den Website-Einstellungen des Browsers und rufe erneut an.',
    micDeniedInWindow: 'Das Fenster von PolyChat darf das Mikrofon nicht verwenden: Unter Linux erlaubt die Web-Ansicht des Systems es nur über das Mikrofonmodul von PolyChat, das dieser Installation fehlt oder abgeschaltet ist. Starte PolyChat mit POLYCHAT_WINDOW_HOST=browser für ein Fenster, das dich fragt, und rufe erneut an.',
    noMic: 'Kein Mikrofon gefunden. Schließe eines an und rufe erneut an.',
    micFailed: 'Das Mikrofon konnte nicht gestartet werden.',
    noKey: 'Für einen Sprachanruf brauchst du einen eigenen OpenAI- oder Azure-Schlüssel. Trage ihn in den Einstellungen ein.',
    unauthorized: 'Der Zugangscode fehlt oder ist falsch. Gib ihn auf der Zugangsseite ein und rufe erneut an.',
    forbidden: 'Dieser Server erlaubt dieses Modell nicht.',
    busy: 'Gerade sind zu viele Anrufe offen. Versuche es gleich noch einmal.',
    notConfigured: 'Dieser Server hat keinen Schlüssel für diesen Anbieter. Trage einen eigenen in den Einstellungen ein oder frage die Administration.',
    unreachable: 'Der Sprachdienst war nicht erreichbar. Prüfe Modell, Schlüssel und Verbindung.',
    tooLong: 'Der Anruf hat die längste erlaubte Dauer erreicht und wurde beendet.',
    tooMuch: 'Der Anruf hat mehr gesendet, als der Server annimmt, und wurde beendet.',
    lost: 'Die Verbindung ist abgebrochen.',
    provider: 'Der Sprachdienst hat ein Problem gemeldet.',
  },
};
