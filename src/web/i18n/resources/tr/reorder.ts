import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Bir sohbetin yerini değiştirmek için Boşluk tuşuyla tutun, ok tuşlarıyla taşıyın, ardından bırakmak için Boşluk veya Enter tuşuna, iptal etmek için Escape tuşuna basın.',
  start: '{{topic}} sohbeti tutuldu, konum {{position}} / {{count}}.',
  over: '{{topic}} sohbeti {{position}} / {{count}} konumunun üzerinde.',
  end: '{{topic}} sohbeti {{position}} / {{count}} konumuna bırakıldı.',
  cancel: '{{topic}} sohbetinin taşınması iptal edildi.',
};
