import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Bacakan',
  pause: 'Jeda pembacaan',
  resume: 'Lanjutkan pembacaan',
  stop: 'Hentikan pembacaan',
  dictate: 'Dikte',
  listening: 'Mendengarkan…',
  transcribing: 'Menuliskan ucapan Anda…',
  level: 'Level mikrofon',
  readFailed: 'Balasan tidak dapat dibacakan. {{reason}}',
  dictationFailed: 'Dikte tidak dapat dituliskan. {{reason}}',
  failure: {
    denied: 'PolyChat tidak diizinkan memakai mikrofon. Izinkan di pengaturan browser untuk situs ini, lalu coba lagi.',
    noDevice: 'Mikrofon tidak ditemukan. Sambungkan satu, lalu coba lagi.',
    microphone: 'Mikrofon tidak dapat dibuka; mungkin aplikasi lain sedang memakainya.',
    auth: 'Penyedia suara menolak kunci. Periksa di pengaturan.',
    busy: 'Penyedia suara sedang sibuk. Coba lagi sebentar lagi.',
    failed: 'Penyedia suara tidak dapat melakukannya. Coba lagi, atau pilih penyedia suara lain di pengaturan.',
    unreachable: 'Penyedia suara tidak dapat dihubungi. Periksa koneksi, lalu coba lagi.',
    setup: 'Pengaturan penyedia suara belum lengkap. Lengkapi di pengaturan.',
    unsupported: 'Browser ini tidak dapat melakukannya sendiri. Pilih OpenAI atau Azure sebagai penyedia suara di pengaturan.',
  },
  settings: {
    title: 'Suara',
    provider: {
      title: 'Penyedia suara',
      subTitle: 'Siapa yang membacakan balasan dan menuliskan dikte. Suara bawaan browser berfungsi tanpa kunci.',
      browser: 'Browser ini',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Model ucapan', subTitle: 'Model OpenAI, atau nama deployment Azure, yang membacakan' },
    voice: { title: 'Suara' },
    speed: { title: 'Kecepatan bicara', subTitle: '1 normal; dari 0,25 hingga 4' },
    transcriptionModel: { title: 'Model transkripsi', subTitle: 'Model OpenAI, atau nama deployment Azure, yang menuliskan dikte' },
    readReplies: { title: 'Bacakan setiap balasan', subTitle: 'Setiap balasan baru dibacakan saat tiba' },
    dictationMode: {
      title: 'Dikte',
      push: 'Tekan untuk bicara: tahan tombol selama Anda berbicara',
      handsFree: 'Bebas genggam: tekan sekali, berhenti saat Anda jeda',
    },
    sendDictation: { title: 'Langsung kirim dikte', subTitle: 'Jika tidak, kata-kata menunggu di kolom input untuk Anda sunting' },
  },
  shortcut: 'Dikte (tahan untuk tekan untuk bicara)',
};
