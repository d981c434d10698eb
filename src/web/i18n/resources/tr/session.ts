import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Sohbet silindi',
  revert: 'Geri al',
  deleteChat: 'Sohbeti sil',
  header: {
    edit: 'Sohbeti düzenle',
    more: 'Diğer sohbet işlemleri',
  },
};
