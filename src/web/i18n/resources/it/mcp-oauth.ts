import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Accedi',
  signInAgain: 'Accedi di nuovo',
  status: {
    waiting: 'Completa l’accesso nella finestra che si è aperta.',
    refused: 'Il server non accetta più questo accesso. Accedi di nuovo per continuare a usarlo.',
    unreachable: 'Il server di accesso non è raggiungibile per rinnovare l’accesso. L’accesso viene mantenuto; riprova più tardi.',
  },
  failure: {
    unsafeAddress: 'Le impostazioni di accesso del server indicano un indirizzo che PolyChat non aprirà ({{field}}). Vengono seguiti solo indirizzi https, o http su questo computer.',
    popupBlocked: 'Il browser ha bloccato la finestra di accesso. Consenti le finestre pop-up per PolyChat e riprova.',
    denied: 'L’accesso è stato annullato o rifiutato.',
    timedOut: 'L’accesso ha richiesto troppo tempo. Riprova.',
    noRegistration: 'L’accesso di questo server non consente a PolyChat di registrarsi, quindi PolyChat non può accedervi.',
    refusedByServer: 'Il server di accesso ha rifiutato l’accesso.',
    unreachable: 'Il server di accesso non è raggiungibile.',
    failed: 'L’accesso a questo server non è riuscito.',
  },
};
