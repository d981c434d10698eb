import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Prompt',
  subtitle: '{{builtin}} bawaan, {{user}} buatan pengguna',
  search: 'Cari prompt',
  add: 'Tambah prompt',
  edit: 'Ubah prompt',
  view: 'Lihat prompt',
  delete: 'Hapus prompt',
  use: 'Gunakan',
  confirmDelete: 'Hapus prompt “{{title}}”?',
  titleLabel: 'Judul',
  contentLabel: 'Isi',
  empty: 'Tidak ada prompt yang cocok dengan pencarian Anda.',
  user: 'Milik Anda',
  builtin: 'Bawaan',
};
