import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Samtalen er slettet',
  revert: 'Angre',
  deleteChat: 'Slett samtale',
  header: {
    edit: 'Rediger samtale',
    more: 'Flere samtalehandlinger',
  },
};
