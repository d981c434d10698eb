import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Hurtigtaster',
  send: 'Send meldingen',
  newline: 'Ny linje i meldingen',
  prompts: 'I starten av en melding: søk i ledetekstene',
  commands: 'I starten av en melding: bruk en kommando',
  recall: 'I et tomt felt: hent tilbake den siste meldingen din',
  switchChat: 'Gå til forrige eller neste samtale',
  reorder: 'Løft den valgte samtalen i listen, flytt den med piltastene, slipp den med mellomromstasten',
  close: 'Lukk en dialog, en meny eller forslagene',
  help: 'Vis disse hurtigtastene',
  space: 'Mellomrom',
};
