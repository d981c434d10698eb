import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Zastavené: model volal nástroje aj po {{rounds}} kolách.',
  requestWorkerStopped: 'Spojenie s modelom sa v aplikácii prerušilo. Odošlite správu znova.',
  replying: '{{model}} odpovedá…',
  replied: 'Odpoveď {{model}}: {{text}}',
};
