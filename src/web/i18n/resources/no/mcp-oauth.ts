import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Logg inn',
  signInAgain: 'Logg inn på nytt',
  status: {
    waiting: 'Fullfør innloggingen i vinduet som ble åpnet.',
    refused: 'Serveren godtar ikke lenger denne innloggingen. Logg inn på nytt for å fortsette å bruke den.',
    unreachable: 'Innloggingsserveren kunne ikke nås for å fornye innloggingen. Innloggingen beholdes; prøv igjen senere.',
  },
  failure: {
    unsafeAddress: 'Serverens innloggingsinnstillinger oppgir en adresse PolyChat ikke vil åpne ({{field}}). Bare https-adresser, eller http-adresser på denne datamaskinen, følges.',
    popupBlocked: 'Nettleseren blokkerte innloggingsvinduet. Tillat popup-vinduer for PolyChat og prøv igjen.',
    denied: 'Innloggingen ble avbrutt eller avvist.',
    timedOut: 'Innloggingen tok for lang tid. Prøv igjen.',
    noRegistration: 'Innloggingen til denne serveren lar ikke PolyChat registrere seg, så PolyChat kan ikke logge inn på den.',
    refusedByServer: 'Innloggingsserveren avviste innloggingen.',
    unreachable: 'Innloggingsserveren kunne ikke nås.',
    failed: 'Innloggingen på denne serveren mislyktes.',
  },
};
