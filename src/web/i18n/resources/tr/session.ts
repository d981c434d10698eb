import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Sohbet silindi',
  revert: 'Geri al',
  deleteChat: 'Sohbeti sil',
  confirmDelete: '“{{topic}}” sohbeti silinsin mi?',
  drag: {
    instructions:
      'Bir sohbetin yerini değiştirmek için Boşluk tuşuyla tutun, ok tuşlarıyla taşıyın, ardından bırakmak için Boşluk veya Enter tuşuna, iptal etmek için Escape tuşuna basın.',
    start: '{{topic}} sohbeti tutuldu, konum {{position}} / {{count}}.',
    over: '{{topic}} sohbeti {{position}} / {{count}} konumunun üzerinde.',
    end: '{{topic}} sohbeti {{position}} / {{count}} konumuna bırakıldı.',
    cancel: '{{topic}} sohbetinin taşınması iptal edildi.',
  },
  header: {
    edit: 'Sohbeti düzenle',
    more: 'Diğer sohbet işlemleri',
  },
  fork: {
    action: 'Buradan dallandır',
    done: 'Buraya kadarki mesajlarla yeni sohbet oluşturuldu',
    topic: '{{topic}} (dal)',
  },
};
