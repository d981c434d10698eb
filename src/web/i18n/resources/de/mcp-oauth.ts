import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Anmelden',
  signInAgain: 'Erneut anmelden',
  status: {
    waiting: 'Schließe die Anmeldung im geöffneten Fenster ab.',
    refused: 'Der Server akzeptiert diese Anmeldung nicht mehr. Melde dich erneut an, um ihn weiter zu nutzen.',
    unreachable: 'Der Anmeldeserver war nicht erreichbar, um die Anmeldung zu erneuern. Die Anmeldung bleibt erhalten; versuche es später erneut.',
  },
  failure: {
    unsafeAddress: 'Die Anmeldeeinstellungen des Servers nennen eine Adresse, die PolyChat nicht öffnet ({{field}}). Nur https-Adressen oder http-Adressen auf diesem Computer werden aufgerufen.',
    popupBlocked: 'Der Browser hat das Anmeldefenster blockiert. Erlaube Pop-up-Fenster für PolyChat und versuche es erneut.',
    denied: 'Die Anmeldung wurde abgebrochen oder abgelehnt.',
    timedOut: 'Die Anmeldung hat zu lange gedauert. Versuche es erneut.',
    noRegistration: 'Die Anmeldung dieses Servers erlaubt PolyChat nicht, sich zu registrieren, daher kann PolyChat sich nicht anmelden.',
    refusedByServer: 'Der Anmeldeserver hat die Anmeldung abgelehnt.',
    unreachable: 'Der Anmeldeserver war nicht erreichbar.',
    failed: 'Die Anmeldung bei diesem Server hat nicht geklappt.',
  },
};
