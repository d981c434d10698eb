import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Arrêté\u202f: le modèle appelait encore des outils après {{rounds}} tours.',
  requestWorkerStopped: 'La connexion au modèle a été perdue dans l’application. Renvoyez le message.',
  replying: '{{model}} est en train de répondre…',
  replied: '{{model}} a répondu : {{text}}',
  workerStopped: 'Une partie de l’application qui tourne en arrière-plan s’est arrêtée. Réessayez.',
  workerTimedOut: 'Une partie de l’application qui tourne en arrière-plan n’a pas répondu à temps. Réessayez.',
};
