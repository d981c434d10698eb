import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Vorlesen',
  pause: 'Vorlesen pausieren',
  resume: 'Vorlesen fortsetzen',
  stop: 'Vorlesen beenden',
  dictate: 'Diktieren',
  listening: 'Hört zu…',
  transcribing: 'Deine Worte werden aufgeschrieben…',
  level: 'Mikrofonpegel',
  readFailed: 'Die Antwort konnte nicht vorgelesen werden. {{reason}}',
  dictationFailed: 'Das Diktat konnte nicht aufgeschrieben werden. {{reason}}',
  failure: {
    denied: 'PolyChat darf das Mikrofon nicht verwenden. Erlaube es in den Website-Einstellungen des Browsers und versuche es erneut.',
    noDevice: 'Es wurde kein Mikrofon gefunden. Schließe eines an und versuche es erneut.',
    microphone: 'Das Mikrofon konnte nicht geöffnet werden; vielleicht verwendet es eine andere App.',
    auth: 'Der Sprachdienst hat den Schlüssel abgelehnt. Prüfe ihn in den Einstellungen.',
    busy: 'Der Sprachdienst ist ausgelastet. Versuche es gleich noch einmal.',
    failed: 'Der Sprachdienst konnte es nicht ausführen. Versuche es erneut oder wähle in den Einstellungen einen anderen Sprachdienst.',
    unreachable: 'Der Sprachdienst war nicht erreichbar. Prüfe die Verbindung und versuche es erneut.',
    setup: 'Die Einstellungen des Sprachdienstes sind unvollständig. Vervollständige sie in den Einstellungen.',
    unsupported: 'Dieser Browser kann das nicht selbst. Wähle in den Einstellungen OpenAI oder Azure als Sprachdienst.',
  },
  settings: {
    title: 'Sprachfunktionen',
    provider: {
      title: 'Sprachdienst',
      subTitle: 'Wer Antworten vorliest und Diktate aufschreibt. Die eigene Stimme des Browsers funktioniert ohne Schlüssel.',
      browser: 'Dieser Browser',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Sprachausgabe-Modell', subTitle: 'Das OpenAI-Modell oder der Name der Azure-Bereitstellung, das vorliest' },
    voice: { title: 'Stimme' },
    speed: { title: 'Sprechtempo', subTitle: '1 ist normal; von 0,25 bis 4' },
    transcriptionModel: { title: 'Transkriptionsmodell', subTitle: 'Das OpenAI-Modell oder der Name der Azure-Bereitstellung, das Diktate aufschreibt' },
    readReplies: { title: 'Jede Antwort vorlesen', subTitle: 'Jede neue Antwort wird vorgelesen, während sie eintrifft' },
    dictationMode: {
      title: 'Diktat',
      push: 'Drücken und sprechen: Halte die Taste, während du sprichst',
      handsFree: 'Freihändig: Einmal drücken, es endet, wenn du eine Pause machst',
    },
    sendDictation: { title: 'Diktat sofort senden', subTitle: 'Sonst warten die Worte im Eingabefeld, damit du sie bearbeiten kannst' },
  },
  shortcut: 'Diktieren (für Drücken und Sprechen halten)',
};
