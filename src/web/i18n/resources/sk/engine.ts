import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Zastavené: model volal nástroje aj po {{rounds}} kolách.',
  requestWorkerStopped: 'Spojenie s modelom sa v aplikácii prerušilo. Odošlite správu znova.',
  replying: '{{model}} odpovedá…',
  replied: 'Odpoveď {{model}}: {{text}}',
  workerStopped: 'Časť aplikácie bežiaca na pozadí sa zastavila. Skúste to znova.',
  workerTimedOut: 'Časť aplikácie bežiaca na pozadí neodpovedala včas. Skúste to znova.',
};
