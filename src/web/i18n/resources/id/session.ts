import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat dihapus',
  revert: 'Urungkan',
  deleteChat: 'Hapus chat',
  header: {
    edit: 'Ubah chat',
    more: 'Tindakan chat lainnya',
  },
};
