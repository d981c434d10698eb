import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Les opp',
  pause: 'Sett opplesingen på pause',
  resume: 'Fortsett opplesingen',
  stop: 'Stopp opplesingen',
  dictate: 'Dikter',
  listening: 'Lytter…',
  transcribing: 'Skriver ned det du sa…',
  level: 'Mikrofonnivå',
  readFailed: 'Svaret kunne ikke leses opp. {{reason}}',
  dictationFailed: 'Diktatet kunne ikke skrives ned. {{reason}}',
  failure: {
    denied: 'PolyChat har ikke lov til å bruke mikrofonen. Tillat det i nettleserens innstillinger for dette nettstedet, og prøv igjen.',
    noDevice: 'Fant ingen mikrofon. Koble til en og prøv igjen.',
    microphone: 'Mikrofonen kunne ikke åpnes; en annen app bruker den kanskje.',
    auth: 'Taleleverandøren avviste nøkkelen. Sjekk den i innstillingene.',
    busy: 'Taleleverandøren er opptatt. Prøv igjen om et øyeblikk.',
    failed: 'Taleleverandøren klarte det ikke. Prøv igjen, eller velg en annen taleleverandør i innstillingene.',
    unreachable: 'Fikk ikke kontakt med taleleverandøren. Sjekk tilkoblingen og prøv igjen.',
    setup: 'Innstillingene for taleleverandøren er ikke fullstendige. Fullfør dem i innstillingene.',
    unsupported: 'Denne nettleseren kan ikke gjøre det selv. Velg OpenAI eller Azure som taleleverandør i innstillingene.',
  },
  settings: {
    title: 'Tale',
    provider: {
      title: 'Taleleverandør',
      subTitle: 'Hvem som leser opp svar og skriver ned diktat. Nettleserens egen stemme virker uten nøkkel.',
      browser: 'Denne nettleseren',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Talemodell', subTitle: 'OpenAI-modellen, eller navnet på Azure-distribusjonen, som leser opp' },
    voice: { title: 'Stemme' },
    speed: { title: 'Talehastighet', subTitle: '1 er normalt; fra 0,25 til 4' },
    transcriptionModel: { title: 'Transkripsjonsmodell', subTitle: 'OpenAI-modellen, eller navnet på Azure-distribusjonen, som skriver ned diktat' },
    readReplies: { title: 'Les opp hvert svar', subTitle: 'Hvert nytt svar leses opp mens det kommer' },
    dictationMode: {
      title: 'Diktering',
      push: 'Trykk for å snakke: hold knappen mens du snakker',
      handsFree: 'Håndfri: trykk én gang, den stopper når du tar en pause',
    },
    sendDictation: { title: 'Send diktatet med en gang', subTitle: 'Ellers venter ordene i inndatafeltet så du kan redigere dem' },
  },
  shortcut: 'Dikter (hold for trykk for å snakke)',
};
