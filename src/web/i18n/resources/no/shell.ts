import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Laster inn…',
  defaultTopic: 'Ny samtale',
  sidebar: {
    label: 'Sidepanel',
    subtitle: 'Chat med alle modellene du bruker, samlet på ett sted.',
    chats: 'Samtaler',
    newChat: 'Ny samtale',
    masks: 'Masker',
    settings: 'Innstillinger',
    sync: {
      running: 'Synkroniserer…',
      success: 'Synkronisert kl. {{time}}',
      failed: 'Synkroniseringen mislyktes: se Innstillinger → Synkronisering',
    },
    discovery: 'Utforsk',
    resize: 'Endre bredden på sidepanelet',
    noChats: 'Ingen samtaler ennå',
    messageCount_one: '{{count, number}} melding',
    messageCount_other: '{{count, number}} meldinger',
  },
  nav: {
    back: 'Tilbake',
  },
  errorBoundary: {
    title: 'Oi, noe gikk galt',
    report: 'Rapporter feilen',
    clearAll: 'Slett alle data',
    details: 'Feildetaljer',
  },
  storage: {
    skippedRecords_one: '{{count}} lagret oppføring kunne ikke leses og ble hoppet over.',
    skippedRecords_other: '{{count}} lagrede oppføringer kunne ikke leses og ble hoppet over.',
    unavailable: 'Lokal lagring er ikke tilgjengelig: Endringer blir ikke tatt vare på når du lukker denne siden.',
    writeFailed: 'Lagringen mislyktes: {{message}}',
  },
  serverConfig: {
    unreadable: 'Serverens innstillinger kunne ikke leses, så tilgangsreglene og modellene mangler. Last inn siden på nytt; hvis det fortsetter, si fra til administratoren.',
  },
};
