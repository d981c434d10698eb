import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Kembali',
  skip: 'Langsung mulai',
  neverShow: 'Jangan tampilkan lagi',
  confirmNeverShow: 'Jangan tampilkan pemilih topeng lagi? Chat baru akan langsung dimulai; Anda dapat mengaktifkannya kembali di Pengaturan.',
  title: 'Pilih topeng',
  subtitle: 'Chat dengan jiwa di balik topeng',
  more: 'Lihat lainnya',
  masks: 'Topeng',
};
