import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat smazán',
  revert: 'Vrátit',
  deleteChat: 'Smazat chat',
  confirmDelete: 'Smazat chat „{{topic}}“?',
  drag: {
    instructions:
      'Chcete-li změnit pořadí chatu, zvedněte ho mezerníkem, přesuňte šipkami a položte mezerníkem nebo klávesou Enter. Klávesou Escape přesun zrušíte.',
    start: 'Chat {{topic}} zvednut, pozice {{position}} z {{count}}.',
    over: 'Chat {{topic}} je nad pozicí {{position}} z {{count}}.',
    end: 'Chat {{topic}} položen na pozici {{position}} z {{count}}.',
    cancel: 'Přesun chatu {{topic}} byl zrušen.',
  },
  header: {
    edit: 'Upravit chat',
    more: 'Další akce chatu',
  },
  fork: {
    action: 'Rozvětvit odsud',
    done: 'Nový chat se zprávami až sem',
    topic: '{{topic}} (větev)',
  },
};
