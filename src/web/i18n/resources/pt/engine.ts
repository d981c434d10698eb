import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Interrompido: o modelo continuou chamando ferramentas após {{rounds}} rodadas.',
  requestWorkerStopped: 'A conexão com o modelo foi perdida dentro do app. Envie a mensagem novamente.',
  replying: '{{model}} está respondendo…',
  replied: '{{model}} respondeu: {{text}}',
  workerStopped: 'Uma parte do app que roda em segundo plano parou. Tente novamente.',
  workerTimedOut: 'Uma parte do app que roda em segundo plano não respondeu a tempo. Tente novamente.',
};
