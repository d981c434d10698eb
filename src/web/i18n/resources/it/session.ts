import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat eliminata',
  revert: 'Annulla',
  deleteChat: 'Elimina chat',
  confirmDelete: 'Eliminare la chat “{{topic}}”?',
  drag: {
    instructions:
      'Per riordinare una chat, premi Spazio per afferrarla, spostala con i tasti freccia, poi premi Spazio o Invio per rilasciarla, oppure Esc per annullare.',
    start: 'Chat {{topic}} afferrata, posizione {{position}} di {{count}}.',
    over: 'Chat {{topic}} sopra la posizione {{position}} di {{count}}.',
    end: 'Chat {{topic}} rilasciata in posizione {{position}} di {{count}}.',
    cancel: 'Spostamento della chat {{topic}} annullato.',
  },
  header: {
    edit: 'Modifica chat',
    more: 'Altre azioni della chat',
  },
  fork: {
    action: 'Crea un ramo da qui',
    done: 'Nuova chat con i messaggi fino a questo punto',
    topic: '{{topic}} (ramo)',
  },
};
