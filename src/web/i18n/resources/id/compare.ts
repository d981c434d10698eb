import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Tanya beberapa model',
  pickNote: 'Pilih dua sampai empat model. Masing-masing menjawab pertanyaan Anda, dan jawabannya tampil berdampingan.',
  filter: 'Saring model',
  models: 'Model',
  chosen: 'Dipilih: {{count}} dari {{max}}',
  ask: 'Tanya model yang dipilih',
  cancel: 'Batal',
  answers: 'Jawaban beberapa model',
  choose: 'Pilih jawaban ini',
  waiting: 'Menunggu kata-kata pertama…',
  firstToken: 'Kata pertama setelah {{time}}',
  rate: '{{rate}} token per detik',
  rateEstimated: 'sekitar {{rate}} token per detik',
  cost: 'Biaya {{cost}}',
  costUnknown: 'Biaya tidak diketahui',
};
