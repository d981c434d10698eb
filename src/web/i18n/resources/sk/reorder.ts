import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Ak chcete zmeniť poradie chatu, zdvihnite ho medzerníkom, presuňte šípkami a položte medzerníkom alebo klávesom Enter. Klávesom Escape presun zrušíte.',
  start: 'Chat {{topic}} zdvihnutý, pozícia {{position}} z {{count}}.',
  over: 'Chat {{topic}} je nad pozíciou {{position}} z {{count}}.',
  end: 'Chat {{topic}} položený na pozíciu {{position}} z {{count}}.',
  cancel: 'Presun chatu {{topic}} bol zrušený.',
};
