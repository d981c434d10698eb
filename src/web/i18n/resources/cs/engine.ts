import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Zastaveno: model volal nástroje i po {{rounds}} kolech.',
  requestWorkerStopped: 'Spojení s modelem se uvnitř aplikace přerušilo. Odešlete zprávu znovu.',
  replying: '{{model}} odpovídá…',
  replied: 'Odpověď {{model}}: {{text}}',
  workerStopped: 'Část aplikace běžící na pozadí se zastavila. Zkuste to znovu.',
  workerTimedOut: 'Část aplikace běžící na pozadí neodpověděla včas. Zkuste to znovu.',
};
