import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Cari chat',
  subtitle_one: '{{count, number}} pesan terindeks',
  subtitle_other: '{{count, number}} pesan terindeks',
  label: 'Cari pesan',
  placeholder: 'Cari di semua pesan dari semua chat',
  building: 'Mengindeks chat Anda…',
  failed: 'Pencarian tidak tersedia: indeks tidak dapat dibuat.',
  hint: 'Ketik satu kata atau beberapa: semua pesan yang memuat semua kata itu akan ditampilkan, yang paling cocok di atas.',
  results_one: '{{count, number}} pesan ditemukan',
  results_other: '{{count, number}} pesan ditemukan',
  resultsCapped: '{{total, number}} pesan ditemukan; {{count}} yang paling cocok ditampilkan',
  resultsLabel: 'Hasil pencarian',
  noResult: 'Tidak ada pesan yang cocok dengan “{{query}}”.',
  noResultHint: 'Periksa ejaan, atau coba kata yang lebih sedikit atau lebih pendek.',
  noData: 'Belum ada riwayat chat: pesan dapat dicari di sini setelah Anda mulai chat.',
  roles: {
    user: 'Anda',
    assistant: 'Asisten',
    system: 'Sistem',
    tool: 'Alat',
  },
  error: 'Kesalahan',
};
