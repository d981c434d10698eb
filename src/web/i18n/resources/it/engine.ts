import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Interrotto: il modello continuava a chiamare strumenti dopo {{rounds}} turni.',
  requestWorkerStopped: 'La connessione al modello si è interrotta all’interno dell’app. Invia di nuovo il messaggio.',
  replying: '{{model}} sta rispondendo…',
  replied: '{{model}} ha risposto: {{text}}',
  workerStopped: 'Una parte dell’app in esecuzione in background si è fermata. Riprova.',
  workerTimedOut: 'Una parte dell’app in esecuzione in background non ha risposto in tempo. Riprova.',
};
