import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Konfirmasi',
  cancel: 'Batal',
  close: 'Tutup',
  save: 'Simpan',
  delete: 'Hapus',
  edit: 'Ubah',
  add: 'Tambah',
  back: 'Kembali',
  loading: 'Memuat',
  chooseAvatar: 'Pilih avatar',
  copy: 'Salin',
  copySuccess: 'Disalin ke papan klip',
  copyFailed: 'Gagal menyalin. Berikan izin akses ke papan klip',
  downloadSuccess: 'Berhasil diunduh',
  downloadFailed: 'Gagal mengunduh',
};
