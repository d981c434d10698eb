import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Untuk mengubah urutan chat, tekan Space untuk mengambilnya, gunakan tombol panah untuk memindahkannya, lalu tekan Space atau Enter untuk melepaskannya, atau Escape untuk membatalkan.',
  start: 'Chat {{topic}} diambil, posisi {{position}} dari {{count}}.',
  over: 'Chat {{topic}} berada di posisi {{position}} dari {{count}}.',
  end: 'Chat {{topic}} dilepas di posisi {{position}} dari {{count}}.',
  cancel: 'Pemindahan chat {{topic}} dibatalkan.',
};
