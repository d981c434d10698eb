import type { errors as en } from '../en/errors';
import type { LocaleShape } from '../../locale-shape';

/** The error catalogue: the words every failure the user sees is told in. */
export const errors: LocaleShape<typeof en> = {
  unauthorizedWithKey: 'Ungültiger API-Schlüssel. Bitte prüfe ihn in den Einstellungen.',
  unauthorizedNoKey:
    'Der Zugangscode ist falsch oder fehlt. Gib auf der Anmeldeseite den richtigen Code ein oder trage in den Einstellungen deinen eigenen API-Schlüssel ein.',
  unauthorizedDesktop: 'Ungültiger API-Schlüssel. Bitte prüfe ihn in den Einstellungen.',
  emptyResponse: 'Der Server hat eine leere Antwort gesendet.',
  promptBlocked: 'Die Nachricht wurde blockiert. Grund: {{reason}}',
  azureIncomplete: 'Die Azure-Konfiguration ist unvollständig. Bitte prüfe sie in den Einstellungen.',
  requestFailed: 'Anfrage fehlgeschlagen (Status {{status}}): {{body}}',
  parseFailed: 'Die Antwort konnte nicht gelesen werden.',
  timeout: 'Zeitüberschreitung bei der Anfrage.',
  usageFailed: 'Die Nutzung konnte nicht bei OpenAI abgefragt werden.',
  shareError: 'Fehler beim Teilen',
  importFailed: 'Import aus der Datei fehlgeschlagen',
  summaryTooShort: 'Die Unterhaltung ist zu kurz für eine Zusammenfassung.',
  fieldRequired: '{{field}} ist erforderlich',
  fieldEmpty: '{{field}} darf nicht leer sein',
  fieldPrompt: 'Bitte gib {{field}} ein',
  uploadError: 'Fehler beim Hochladen: {{message}}',
  contentPolicy:
    'Der Anbieter hat dieses Bild abgelehnt: Der Prompt oder das Bild verstößt gegen seine Inhaltsrichtlinien. Versuche es mit einer anderen Formulierung.',
  rateLimited: 'Zu viele Anfragen, oder das Kontingent dieses Schlüssels ist aufgebraucht. Warte kurz und versuche es dann noch einmal.',
  badImage: 'Der Anbieter hat geantwortet, aber kein lesbares Bild geliefert. Es wurde nichts gespeichert. Versuche es noch einmal.',
  imageUnsupported: 'Der Anbieter dieses Modells kann keine Bilder erzeugen. Wähle DALL·E 3 von OpenAI oder Azure.',
  imageFetchFailed: 'Das Bild wurde erstellt, konnte aber nicht vom Anbieter heruntergeladen werden: {{url}}',
  notConfigured:
    'Auf dem Server ist kein Schlüssel für diesen Anbieter hinterlegt. Gib in den Einstellungen deinen eigenen Schlüssel ein oder bitte den Administrator, einen hinzuzufügen.',
  imageNotSaved: 'Das Bild wurde erstellt, konnte auf diesem Gerät aber nicht gespeichert werden. Möglicherweise ist der Speicher voll.',
  requestFailedPlain: 'Die Anfrage ist fehlgeschlagen.',
  rateLimitedUntil: 'Zu viele Anfragen, oder das Kontingent dieses Schlüssels ist aufgebraucht. Versuche es in {{wait}} noch einmal.',
  waitSeconds_one: '{{count}} Sekunde',
  waitSeconds_other: '{{count}} Sekunden',
  waitMinutes_one: '{{count}} Minute',
  waitMinutes_other: '{{count}} Minuten',
  tooManyAttempts: 'Zu viele falsche Zugangscodes von dieser Adresse. Versuche es in {{wait}} noch einmal.',
  forbidden: 'Der Anbieter hat diese Anfrage abgelehnt: Der Schlüssel hat möglicherweise keinen Zugriff auf dieses Modell.',
  notFound: 'Der Anbieter kennt dieses Modell oder diese Adresse nicht. Prüfe das Modell und den Endpunkt in den Einstellungen.',
  tooLarge: 'Die Anfrage ist zu groß: Entferne einige Bilder oder starte einen neuen Chat.',
  serverError: 'Beim Anbieter ist ein interner Fehler aufgetreten. Versuche es gleich noch einmal.',
  unavailable: 'Der Anbieter ist gerade nicht verfügbar oder überlastet. Versuche es gleich noch einmal.',
  unreachable: 'Der Anbieter ist nicht erreichbar. Prüfe deine Verbindung oder die Endpunktadresse in den Einstellungen.',
  unreachableDirect:
    '{{endpoint}} ist nicht erreichbar. Falls der Dienst läuft, muss er Aufrufe von dieser Seite ({{page}}) zulassen: Setze für Ollama OLLAMA_ORIGINS, aktiviere für LM Studio CORS. Andernfalls prüfe die Adresse in den Einstellungen.',
  connectionLost:
    'Die Verbindung ist abgebrochen, bevor die Antwort fertig war. Was bereits angekommen ist, bleibt erhalten. Mit „Wiederholen“ fragst du erneut.',
  stalled:
    'Der Anbieter hat eine Minute lang nichts gesendet, daher wurde die Antwort beendet. Was bereits angekommen ist, bleibt erhalten. Mit „Wiederholen“ fragst du erneut.',
  htmlPage:
    'Statt einer Antwort kam eine Webseite zurück: Möglicherweise ist eine Anmeldeseite im Weg, etwa vom WLAN im Hotel oder Büro. Öffne eine beliebige Website, um dich anzumelden, und versuche es dann noch einmal.',
  modelDisabled: 'Der Administrator hat dieses Modell auf diesem Server deaktiviert. Wähle ein anderes Modell.',
  userKeyForbidden: 'Dieser Server akzeptiert keinen eigenen API-Schlüssel. Entferne ihn in den Einstellungen, um den Zugang des Servers zu nutzen.',
  engineUnavailable: 'Ein Teil der App konnte nicht geladen werden, daher wurde nichts gesendet: Prüfe die Verbindung und sende erneut. Deine Nachricht steht wieder im Eingabefeld.',
};
