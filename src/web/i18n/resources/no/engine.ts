import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Stoppet: Modellen fortsatte å kalle verktøy etter {{rounds}} runder.',
  requestWorkerStopped: 'Forbindelsen til modellen ble brutt inne i appen. Send meldingen på nytt.',
  replying: '{{model}} svarer …',
  replied: '{{model}} svarte: {{text}}',
  workerStopped: 'En del av appen som kjører i bakgrunnen stoppet. Prøv igjen.',
  workerTimedOut: 'En del av appen som kjører i bakgrunnen svarte ikke i tide. Prøv igjen.',
};
