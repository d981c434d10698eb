import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Taleanrop',
  title: 'Taleanrop med {{model}}',
  status: {
    connecting: 'Kobler til…',
    listening: 'Lytter',
    answering: 'Svarer',
    muted: 'Dempet',
    ended: 'Anropet er avsluttet',
  },
  hint: 'Snakk når du er klar. Snakk mens svaret spilles for å avbryte det.',
  transcript: 'Utskrift',
  you: 'Du',
  assistant: 'Assistent',
  mute: 'Demp',
  end: 'Legg på',
  typeLabel: 'Skrevet melding',
  typePlaceholder: 'Eller skriv her …',
  send: 'Send',
  problem: {
    micDenied: 'Mikrofonen er blokkert. Gi PolyChat tilgang i nettleserens nettstedsinnstillinger, og ring igjen.',
    micDeniedInWindow: 'PolyChat-vinduet får ikke bruke mikrofonen: på Linux tillater systemets nettvisning det bare gjennom PolyChats mikrofonmodul, som denne installasjonen mangler eller har slått av. Start PolyChat med POLYCHAT_WINDOW_HOST=browser for et vindu som spør deg, og ring igjen.',
    noMic: 'Fant ingen mikrofon. Koble til en og ring igjen.',
    micFailed: 'Mikrofonen kunne ikke startes.',
    noKey: 'Et taleanrop krever din egen OpenAI- eller Azure-nøkkel. Legg den inn i Innstillinger.',
    unauthorized: 'Tilgangskoden er feil eller mangler. Skriv den inn på tilgangssiden, og ring igjen.',
    forbidden: 'Denne serveren tillater ikke denne modellen.',
    busy: 'For mange anrop er åpne akkurat nå. Prøv igjen om litt.',
    notConfigured: 'Denne serveren har ingen nøkkel for denne leverandøren. Legg inn din egen i Innstillinger, eller spør administratoren.',
    unreachable: 'Taletjenesten kunne ikke nås. Sjekk modellen, nøkkelen og tilkoblingen.',
    tooLong: 'Anropet nådde lengste tillatte varighet og ble avsluttet.',
    tooMuch: 'Anropet sendte mer enn serveren godtar og ble avsluttet.',
    lost: 'Tilkoblingen ble brutt.',
    provider: 'Taletjenesten meldte om et problem.',
  },
};
