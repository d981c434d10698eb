import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Ubah chat',
    topic: 'Judul',
    topicHint: 'Ditampilkan di daftar chat. Biarkan kosong untuk memakai judul bawaan.',
    done: 'Selesai',
  },
  menu: {
    regenerateTitle: 'Buat ulang judul',
    clearContext: 'Hapus konteks',
    revertClear: 'Pulihkan konteks yang dihapus',
    reset: 'Atur ulang chat',
    stats: 'Statistik',
    summary: 'Ringkasan riwayat',
  },
  title: {
    working: 'Meminta judul dari model…',
    updated: 'Judul baru: {{topic}}',
    empty: 'Model tidak memberikan judul; judul lama dipertahankan.',
    failed: 'Judul tidak dapat dibuat: {{message}}',
  },
  reset: {
    confirm: 'Atur ulang chat ini? Pesan dan ringkasan riwayatnya akan dihapus; konteks prasetel tetap ada.',
    done: 'Chat diatur ulang',
  },
  stats: {
    usage: 'Token yang dilaporkan penyedia: {{input}} masuk, {{output}} keluar',
    cost: 'sekitar {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Statistik',
    messages: 'Pesan',
    tokens: 'Perkiraan token',
    words: 'Kata',
    characters: 'Karakter',
    note: 'Dihitung dari pesan di chat ini, dengan perkiraan yang dipakai aplikasi untuk mengatur anggaran konteks.',
  },
  summary: {
    now: 'Ringkas sekarang',
    working: 'Meringkas percakapan…',
    updated: 'Ringkasan riwayat telah diperbarui.',
    empty: 'Model menjawab tanpa ringkasan.',
    title: 'Ringkasan riwayat',
    none: 'Belum ada ringkasan. Setelah pesan sejak ringkasan terakhir melewati {{threshold}} perkiraan token, dan “Kirim memori” aktif, model akan diminta meringkasnya.',
    memoryOff: '“Kirim memori” nonaktif untuk chat ini: tidak ada ringkasan yang dibuat atau dikirim.',
    covers_one: 'Meringkas {{count}} pesan pertama di chat ini.',
    covers_other: 'Meringkas {{count}} pesan pertama di chat ini.',
    sent: 'Dikirim bersama setiap permintaan sebagai memori percakapan.',
    notSent: 'Tidak dikirim: konteks dihapus setelah pesan {{clearIndex}}, melampaui cakupan ringkasan.',
  },
  json: {
    export: 'Ekspor chat sebagai JSON',
    import: 'Impor chat dari JSON',
    imported: 'Chat “{{topic}}” berhasil diimpor',
  },
};
