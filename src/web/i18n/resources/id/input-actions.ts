import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Pengetahuan',
    actionOn: 'Pengetahuan ({{count}})',
  },
  compare: {
    action: 'Tanya beberapa model',
    typeFirst: 'Tulis pertanyaan dulu, lalu tanyakan ke beberapa model',
  },
  webSearch: {
    toggle: {
      on: 'Pencarian web: aktif',
      off: 'Pencarian web: nonaktif',
      notSetUp: 'Pencarian web belum disiapkan: pilih layanan pencarian di Pengaturan',
    },
    by: {
      label: 'Pencarian milik model',
      app: 'Aplikasi yang mencari',
      model: '{{model}} mencari sendiri',
      onlyModel: 'Belum ada layanan pencarian: {{model}} mencari sendiri',
    },
  },
  dictate: {
    dictate: 'Dikte',
    listening: 'Mendengarkan…',
    transcribing: 'Menuliskan ucapan Anda…',
    level: 'Level mikrofon',
  },
};
