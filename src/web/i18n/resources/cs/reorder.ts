import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Chcete-li změnit pořadí chatu, zvedněte ho mezerníkem, přesuňte šipkami a položte mezerníkem nebo klávesou Enter. Klávesou Escape přesun zrušíte.',
  start: 'Chat {{topic}} zvednut, pozice {{position}} z {{count}}.',
  over: 'Chat {{topic}} je nad pozicí {{position}} z {{count}}.',
  end: 'Chat {{topic}} položen na pozici {{position}} z {{count}}.',
  cancel: 'Přesun chatu {{topic}} byl zrušen.',
};
