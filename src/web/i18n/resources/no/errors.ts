import type { errors as en } from '../en/errors';
import type { LocaleShape } from '../../locale-shape';

/** The error catalogue: the words every failure the user sees is told in. */
export const errors: LocaleShape<typeof en> = {
  unauthorizedWithKey: 'Ugyldig API-nøkkel. Sjekk den under Innstillinger.',
  unauthorizedNoKey:
    'Tilgangskoden er feil eller mangler. Gå til påloggingssiden og skriv inn riktig kode, eller legg inn din egen API-nøkkel under Innstillinger.',
  unauthorizedDesktop: 'Ugyldig API-nøkkel. Sjekk den under Innstillinger.',
  emptyResponse: 'Serveren sendte et tomt svar.',
  promptBlocked: 'Meldingen ble blokkert. Årsak: {{reason}}',
  azureIncomplete: 'Azure-oppsettet er ufullstendig. Sjekk det under Innstillinger.',
  requestFailed: 'Forespørselen mislyktes med status {{status}}: {{body}}',
  parseFailed: 'Kunne ikke lese svaret.',
  timeout: 'Forespørselen fikk tidsavbrudd.',
  usageFailed: 'Kunne ikke hente forbruket fra OpenAI.',
  shareError: 'Delingen mislyktes',
  importFailed: 'Kunne ikke importere fra filen',
  summaryTooShort: 'Samtalen er for kort til å trenge et sammendrag.',
  fieldRequired: '{{field}} må fylles ut',
  fieldEmpty: '{{field}} kan ikke være tomt',
  fieldPrompt: 'Skriv inn {{field}}',
  uploadError: 'Opplastingen mislyktes: {{message}}',
  contentPolicy:
    'Leverandøren ville ikke lage dette bildet: Ledeteksten eller bildet bryter med innholdsreglene deres. Prøv å formulere det annerledes.',
  rateLimited: 'For mange forespørsler, eller kvoten for denne nøkkelen er brukt opp. Vent litt og prøv igjen.',
  badImage: 'Leverandøren svarte, men ikke med et bilde som kunne leses. Ingenting ble lagret. Prøv igjen.',
  imageUnsupported: 'Leverandøren til denne modellen kan ikke lage bilder. Velg DALL·E 3 fra OpenAI eller Azure.',
  imageFetchFailed: 'Bildet ble laget, men kunne ikke lastes ned fra leverandøren: {{url}}',
  notConfigured:
    'Serveren har ingen nøkkel for denne leverandøren. Legg inn din egen nøkkel under Innstillinger, eller be administratoren om å legge til en.',
  imageNotSaved: 'Bildet ble laget, men kunne ikke lagres på denne enheten. Lagringsplassen kan være full.',
  requestFailedPlain: 'Forespørselen mislyktes.',
  rateLimitedUntil: 'For mange forespørsler, eller kvoten for denne nøkkelen er brukt opp. Prøv igjen om {{wait}}.',
  waitSeconds_one: '{{count}} sekund',
  waitSeconds_other: '{{count}} sekunder',
  waitMinutes_one: '{{count}} minutt',
  waitMinutes_other: '{{count}} minutter',
  tooManyAttempts: 'For mange feil tilgangskoder fra denne adressen. Prøv igjen om {{wait}}.',
  forbidden: 'Leverandøren avviste forespørselen: Nøkkelen har kanskje ikke tilgang til denne modellen.',
  notFound: 'Leverandøren kjenner ikke denne modellen eller adressen. Sjekk modellen og endepunktet under Innstillinger.',
  tooLarge: 'Forespørselen er for stor: Fjern noen bilder, eller start en ny samtale.',
  serverError: 'Leverandøren fikk en intern feil. Prøv igjen om litt.',
  unavailable: 'Leverandøren er utilgjengelig eller overbelastet akkurat nå. Prøv igjen om litt.',
  unreachable: 'Fikk ikke kontakt med leverandøren. Sjekk nettforbindelsen eller endepunktadressen under Innstillinger.',
  unreachableDirect:
    'Fikk ikke kontakt med {{endpoint}}. Hvis tjenesten kjører, må den tillate kall fra denne siden ({{page}}): For Ollama setter du OLLAMA_ORIGINS, for LM Studio slår du på CORS. Hvis ikke, sjekker du adressen under Innstillinger.',
  connectionLost:
    'Forbindelsen ble brutt før svaret var ferdig. Det som kom fram, er tatt vare på. Velg «Prøv igjen» for å spørre på nytt.',
  stalled:
    'Leverandøren sendte ingenting på et minutt, så svaret ble avsluttet. Det som kom fram, er tatt vare på. Velg «Prøv igjen» for å spørre på nytt.',
  htmlPage:
    'Det kom en nettside i stedet for et svar: Kanskje står en påloggingsside i veien, for eksempel for wifi på hotell eller kontor. Åpne et hvilket som helst nettsted for å logge på, og prøv igjen.',
  modelDisabled: 'Administratoren har slått av denne modellen på serveren. Velg en annen modell.',
  userKeyForbidden: 'Denne serveren godtar ikke din egen API-nøkkel. Fjern den under Innstillinger for å bruke serverens tilgang.',
  engineUnavailable: 'En del av appen kunne ikke lastes, så ingenting ble sendt: sjekk tilkoblingen og send på nytt. Meldingen din er tilbake i inndatafeltet.',
};
