import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Dihentikan: model terus memanggil alat setelah {{rounds}} putaran.',
  requestWorkerStopped: 'Koneksi ke model terputus di dalam aplikasi. Kirim ulang pesannya.',
  replying: '{{model}} sedang menjawab…',
  replied: '{{model}} menjawab: {{text}}',
  workerStopped: 'Bagian aplikasi yang berjalan di latar belakang berhenti. Coba lagi.',
  workerTimedOut: 'Bagian aplikasi yang berjalan di latar belakang tidak menjawab tepat waktu. Coba lagi.',
};
