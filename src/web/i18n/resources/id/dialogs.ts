import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Laporkan kesalahan ini',
    clearAll: 'Hapus semua data',
    details: 'Detail kesalahan',
  },
  modal: {
    maximise: 'Maksimalkan',
    restore: 'Pulihkan',
    close: 'Tutup',
  },
  password: {
    show: 'Tampilkan sandi',
    hide: 'Sembunyikan sandi',
  },
  fullscreen: {
    enter: 'Layar penuh',
    exit: 'Keluar dari layar penuh',
  },
  selector: {
    label: 'Pilih',
    filter: 'Saring',
    noResults: 'Tidak ada yang cocok',
    done: 'Selesai',
    selected_one: '{{count}} dipilih',
    selected_other: '{{count}} dipilih',
  },
  imageViewer: {
    title: 'Gambar',
    download: 'Unduh',
    copy: 'Salin gambar',
    unavailable: 'Gambar ini sudah tidak tersimpan.',
  },
  questions: {
    deleteChat: 'Hapus chat “{{topic}}”?',
    clearAllData: 'Yakin ingin menghapus semua data? File cadangan berisi semuanya akan diunduh terlebih dahulu.',
  },
};
