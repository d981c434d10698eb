import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Gestoppt: Das Modell hat nach {{rounds}} Runden immer noch Tools aufgerufen.',
  requestWorkerStopped: 'Die Verbindung zum Modell ist innerhalb der App abgebrochen. Sende die Nachricht noch einmal.',
  replying: '{{model}} antwortet…',
  replied: '{{model}} hat geantwortet: {{text}}',
  workerStopped: 'Ein im Hintergrund laufender Teil der App wurde beendet. Versuche es noch einmal.',
  workerTimedOut: 'Ein im Hintergrund laufender Teil der App hat nicht rechtzeitig geantwortet. Versuche es noch einmal.',
};
