import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'På en annen enhet',
  elsewhereHint: 'Teksten ble igjen på enheten som la den til. Slå på Ta med dokumenter under Innstillinger → Synkronisering på begge enhetene for å søke i den her også.',
  webPage: 'Nettside',
  addPage: 'Legg til nettside',
  pageAddress: 'Adressen til nettsiden',
  readingPage: 'Leser {{url}} …',
  pageFailure: {
    'invalid-url': 'Det er ikke en nettadresse. Skriv en som https://example.com/side.',
    blocked_address: 'Serveren leser ikke denne adressen: den er ikke en offentlig nettside.',
    timeout: 'Siden brukte for lang tid på å svare. Prøv igjen senere.',
    too_large: 'Siden er for stor til å leses.',
    bad_status: 'Nettstedet svarte med en feil ({{status}}).',
    unsupported_type: 'Denne adressen er verken en nettside eller et dokument som kan leses.',
    unreadable: 'Siden har ingen tekst som kan leses.',
    unreachable: 'Siden kunne ikke nås. Sjekk adressen og tilkoblingen.',
    too_many_redirects: 'Siden videresender for mange ganger til å kunne leses.',
    unauthorized: 'Serveren ber om tilgangskoden før den leser sider. Skriv den inn i Innstillinger.',
    refused: 'Serveren nektet å lese siden.',
    badAnswer: 'Svaret fra serveren kunne ikke forstås.',
  },
  includeDocuments: {
    title: 'Ta med dokumenter',
    subTitle: 'Last også opp teksten i filene i kunnskapsbasene: {{size}} nå, høyst {{max}}. Navnene og fillistene synkroniseres alltid.',
  },
};
