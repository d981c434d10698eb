import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Pintasan keyboard',
  send: 'Kirim pesan',
  newline: 'Mulai baris baru dalam pesan',
  prompts: 'Di awal pesan: cari prompt',
  commands: 'Di awal pesan: gunakan perintah',
  recall: 'Saat kolom kosong: kembalikan pesan terakhir Anda',
  switchChat: 'Pindah ke chat sebelumnya atau berikutnya',
  reorder: 'Ambil chat yang difokuskan di daftar, pindahkan dengan tombol panah, lepaskan dengan Spasi',
  close: 'Tutup dialog, menu, atau saran',
  help: 'Tampilkan pintasan ini',
  space: 'Spasi',
};
