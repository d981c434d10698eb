import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Rediger samtale',
    topic: 'Emne',
    topicHint: 'Vises i samtalelisten. La stå tomt for å bruke standardemnet.',
    done: 'Ferdig',
  },
  menu: {
    regenerateTitle: 'Lag ny tittel',
    clearContext: 'Tøm kontekst',
    revertClear: 'Gjenopprett tømt kontekst',
    reset: 'Tilbakestill samtale',
    stats: 'Statistikk',
    summary: 'Historikksammendrag',
  },
  title: {
    working: 'Ber modellen om en tittel…',
    updated: 'Ny tittel: {{topic}}',
    empty: 'Modellen ga ingen tittel. Emnet er beholdt.',
    failed: 'Kunne ikke lage tittel: {{message}}',
  },
  reset: {
    confirm:
      'Vil du tilbakestille denne samtalen? Meldingene og historikksammendraget slettes, men den forhåndsinnstilte konteksten beholdes.',
    done: 'Samtalen er tilbakestilt',
  },
  stats: {
    usage: 'Tokener rapportert av leverandørene: {{input}} inn, {{output}} ut',
    cost: 'omtrent {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Statistikk',
    messages: 'Meldinger',
    tokens: 'Anslåtte tokener',
    words: 'Ord',
    characters: 'Tegn',
    note: 'Telt over meldingene i denne samtalen, med det samme anslaget appen bruker for å beregne konteksten.',
  },
  summary: {
    now: 'Oppsummer nå',
    working: 'Oppsummerer samtalen…',
    updated: 'Historikksammendraget er oppdatert.',
    empty: 'Modellen svarte uten sammendrag.',
    title: 'Historikksammendrag',
    none: 'Ingen sammendrag ennå. Når meldingene siden forrige sammendrag passerer {{threshold}} anslåtte tokener og «Send minne» er på, blir modellen bedt om å oppsummere dem.',
    memoryOff: '«Send minne» er av for denne samtalen: Ingen sammendrag blir skrevet eller sendt.',
    covers_one: 'Oppsummerer den første meldingen i denne samtalen.',
    covers_other: 'Oppsummerer de første {{count}} meldingene i denne samtalen.',
    sent: 'Sendes med hver forespørsel som samtalens minne.',
    notSent: 'Ikke sendt: Konteksten ble tømt etter melding {{clearIndex}}, lenger ut enn sammendraget dekker.',
  },
  json: {
    export: 'Eksporter samtale som JSON',
    import: 'Importer samtale fra JSON',
    imported: 'Samtalen «{{topic}}» er importert',
  },
};
