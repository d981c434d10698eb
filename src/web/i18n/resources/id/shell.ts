import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Memuat…',
  defaultTopic: 'Chat baru',
  sidebar: {
    label: 'Bilah samping',
    subtitle: 'Chat dengan semua model yang Anda gunakan, di satu tempat.',
    chats: 'Chat',
    newChat: 'Chat baru',
    masks: 'Topeng',
    settings: 'Pengaturan',
    sync: { running: 'Menyinkronkan…', success: 'Disinkronkan pukul {{time}}', failed: 'Sinkronisasi gagal: lihat Pengaturan → Sinkronisasi' },
    discovery: 'Jelajahi',
    resize: 'Ubah ukuran bilah samping',
    noChats: 'Belum ada chat',
    messageCount_one: '{{count, number}} pesan',
    messageCount_other: '{{count, number}} pesan',
  },
  nav: {
    back: 'Kembali',
  },
  errorBoundary: {
    title: 'Maaf, terjadi kesalahan',
    report: 'Laporkan kesalahan ini',
    clearAll: 'Hapus semua data',
    details: 'Detail kesalahan',
  },
  storage: {
    skippedRecords_one: '{{count}} data tersimpan tidak dapat dibaca dan dilewati.',
    skippedRecords_other: '{{count}} data tersimpan tidak dapat dibaca dan dilewati.',
    unavailable: 'Penyimpanan lokal tidak tersedia: perubahan tidak akan disimpan setelah halaman ini ditutup.',
    writeFailed: 'Gagal menyimpan: {{message}}',
  },
  serverConfig: {
    unreadable: 'Pengaturan server tidak dapat dibaca, jadi aturan akses dan modelnya tidak ada. Muat ulang halaman; jika terus terjadi, beri tahu administrator.',
  },
};
