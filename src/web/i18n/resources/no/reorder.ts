import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'For å flytte en samtale trykker du på mellomromstasten for å plukke den opp, bruker piltastene for å flytte den og trykker på mellomromstasten eller Enter for å slippe den. Trykk på Esc for å avbryte.',
  start: 'Plukket opp samtalen {{topic}}, posisjon {{position}} av {{count}}.',
  over: 'Samtalen {{topic}} er over posisjon {{position}} av {{count}}.',
  end: 'Samtalen {{topic}} ble sluppet på posisjon {{position}} av {{count}}.',
  cancel: 'Flyttingen av samtalen {{topic}} ble avbrutt.',
};
