import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Di perangkat lain',
  elsewhereHint: 'Teksnya tetap di perangkat yang menambahkannya. Aktifkan Sertakan dokumen di Pengaturan → Sinkronisasi pada kedua perangkat agar bisa dicari di sini juga.',
  webPage: 'Halaman web',
  addPage: 'Tambah halaman web',
  pageAddress: 'Alamat halaman web',
  readingPage: 'Membaca {{url}}…',
  pageFailure: {
    'invalid-url': 'Itu bukan alamat web. Ketik alamat seperti https://example.com/halaman.',
    blocked_address: 'Server tidak membaca alamat ini: ini bukan halaman web publik.',
    timeout: 'Halaman terlalu lama menjawab. Coba lagi nanti.',
    too_large: 'Halaman terlalu besar untuk dibaca.',
    bad_status: 'Situs menjawab dengan galat ({{status}}).',
    unsupported_type: 'Alamat ini bukan halaman web atau dokumen yang bisa dibaca.',
    unreadable: 'Halaman tidak berisi teks yang bisa dibaca.',
    unreachable: 'Halaman tidak dapat dijangkau. Periksa alamat dan koneksi.',
    too_many_redirects: 'Halaman terlalu sering dialihkan sehingga tidak bisa dibaca.',
    unauthorized: 'Server meminta kode akses sebelum membaca halaman. Masukkan di Pengaturan.',
    refused: 'Server menolak membaca halaman.',
    badAnswer: 'Jawaban server tidak dapat dipahami.',
  },
  includeDocuments: {
    title: 'Sertakan dokumen',
    subTitle: 'Unggah juga teks berkas di basis pengetahuan: {{size}} sekarang, paling banyak {{max}}. Nama dan daftar berkasnya selalu disinkronkan.',
  },
};
