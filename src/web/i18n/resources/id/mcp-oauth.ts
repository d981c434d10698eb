import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Masuk',
  signInAgain: 'Masuk lagi',
  status: {
    waiting: 'Selesaikan proses masuk di jendela yang terbuka.',
    refused: 'Server tidak lagi menerima sesi masuk ini. Masuk lagi untuk terus menggunakannya.',
    unreachable: 'Server masuk tidak dapat dihubungi untuk memperbarui sesi. Sesi tetap disimpan; coba lagi nanti.',
  },
  failure: {
    unsafeAddress: 'Pengaturan masuk server menyebut alamat yang tidak akan dibuka PolyChat ({{field}}). Hanya alamat https, atau http di komputer ini, yang diikuti.',
    popupBlocked: 'Browser memblokir jendela masuk. Izinkan jendela pop-up untuk PolyChat lalu coba lagi.',
    denied: 'Proses masuk dibatalkan atau ditolak.',
    timedOut: 'Proses masuk terlalu lama. Coba lagi.',
    noRegistration: 'Layanan masuk server ini tidak mengizinkan PolyChat mendaftarkan diri, jadi PolyChat tidak dapat masuk.',
    refusedByServer: 'Server masuk menolak proses masuk.',
    unreachable: 'Server masuk tidak dapat dihubungi.',
    failed: 'Gagal masuk ke server ini.',
  },
};
