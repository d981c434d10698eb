import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Detenido: el modelo siguió llamando a herramientas después de {{rounds}} rondas.',
  requestWorkerStopped: 'Se perdió la conexión con el modelo dentro de la app. Vuelve a enviar el mensaje.',
  replying: '{{model}} está respondiendo…',
  replied: '{{model}} respondió: {{text}}',
  workerStopped: 'Una parte de la app que funciona en segundo plano se detuvo. Vuelve a intentarlo.',
  workerTimedOut: 'Una parte de la app que funciona en segundo plano no respondió a tiempo. Vuelve a intentarlo.',
};
