import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Panggilan suara',
  title: 'Panggilan suara dengan {{model}}',
  status: {
    connecting: 'Menghubungkan…',
    listening: 'Mendengarkan',
    answering: 'Menjawab',
    muted: 'Dibisukan',
    ended: 'Panggilan berakhir',
  },
  hint: 'Bicaralah saat Anda siap. Bicaralah saat jawaban diputar untuk memotongnya.',
  transcript: 'Transkrip',
  you: 'Anda',
  assistant: 'Asisten',
  mute: 'Bisukan',
  end: 'Akhiri panggilan',
  typeLabel: 'Pesan tertulis',
  typePlaceholder: 'Atau ketik di sini…',
  send: 'Kirim',
  problem: {
    micDenied: 'Mikrofon diblokir. Izinkan PolyChat memakainya di pengaturan situs peramban, lalu panggil lagi.',
    micDeniedInWindow: 'Jendela PolyChat tidak diizinkan memakai mikrofon: di Linux, tampilan web sistem hanya mengizinkannya lewat modul mikrofon PolyChat, yang tidak ada di instalasi ini atau dimatikan. Jalankan PolyChat dengan POLYCHAT_WINDOW_HOST=browser agar jendelanya meminta izin Anda, lalu panggil lagi.',
    noMic: 'Mikrofon tidak ditemukan. Sambungkan satu, lalu panggil lagi.',
    micFailed: 'Mikrofon tidak dapat dinyalakan.',
    noKey: 'Panggilan suara memerlukan kunci OpenAI atau Azure Anda sendiri. Tambahkan di Pengaturan.',
    unauthorized: 'Kode akses salah atau belum diisi. Masukkan di halaman akses, lalu panggil lagi.',
    forbidden: 'Server ini tidak mengizinkan model ini.',
    busy: 'Terlalu banyak panggilan terbuka saat ini. Coba lagi sebentar lagi.',
    notConfigured: 'Server ini tidak punya kunci untuk penyedia ini. Tambahkan kunci Anda sendiri di Pengaturan, atau tanyakan ke administrator.',
    unreachable: 'Layanan suara tidak dapat dihubungi. Periksa model, kunci, dan koneksi.',
    tooLong: 'Panggilan mencapai durasi terlama yang diizinkan dan diakhiri.',
    tooMuch: 'Panggilan mengirim lebih dari yang diterima server dan diakhiri.',
    lost: 'Koneksi terputus.',
    provider: 'Layanan suara melaporkan masalah.',
  },
};
