import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat odstránený',
  revert: 'Vrátiť',
  deleteChat: 'Odstrániť chat',
  confirmDelete: 'Odstrániť chat „{{topic}}“?',
  drag: {
    instructions:
      'Ak chcete zmeniť poradie chatu, zdvihnite ho medzerníkom, presuňte šípkami a položte medzerníkom alebo klávesom Enter. Klávesom Escape presun zrušíte.',
    start: 'Chat {{topic}} zdvihnutý, pozícia {{position}} z {{count}}.',
    over: 'Chat {{topic}} je nad pozíciou {{position}} z {{count}}.',
    end: 'Chat {{topic}} položený na pozíciu {{position}} z {{count}}.',
    cancel: 'Presun chatu {{topic}} bol zrušený.',
  },
  header: {
    edit: 'Upraviť chat',
    more: 'Ďalšie akcie chatu',
  },
  fork: {
    action: 'Rozvetviť odtiaľto',
    done: 'Nový chat so správami až po toto miesto',
    topic: '{{topic}} (vetva)',
  },
};
