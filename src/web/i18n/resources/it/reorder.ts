import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Per riordinare una chat, premi Spazio per afferrarla, spostala con i tasti freccia, poi premi Spazio o Invio per rilasciarla, oppure Esc per annullare.',
  start: 'Chat {{topic}} afferrata, posizione {{position}} di {{count}}.',
  over: 'Chat {{topic}} sopra la posizione {{position}} di {{count}}.',
  end: 'Chat {{topic}} rilasciata in posizione {{position}} di {{count}}.',
  cancel: 'Spostamento della chat {{topic}} annullato.',
};
