import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Chat dihapus',
  revert: 'Urungkan',
  deleteChat: 'Hapus chat',
  confirmDelete: 'Hapus chat “{{topic}}”?',
  drag: {
    instructions:
      'Untuk mengubah urutan chat, tekan Space untuk mengambilnya, gunakan tombol panah untuk memindahkannya, lalu tekan Space atau Enter untuk melepaskannya, atau Escape untuk membatalkan.',
    start: 'Chat {{topic}} diambil, posisi {{position}} dari {{count}}.',
    over: 'Chat {{topic}} berada di posisi {{position}} dari {{count}}.',
    end: 'Chat {{topic}} dilepas di posisi {{position}} dari {{count}}.',
    cancel: 'Pemindahan chat {{topic}} dibatalkan.',
  },
  header: {
    edit: 'Ubah chat',
    more: 'Tindakan chat lainnya',
  },
  fork: {
    action: 'Cabangkan dari sini',
    done: 'Chat baru dengan pesan sampai di sini',
    topic: '{{topic}} (cabang)',
  },
};
