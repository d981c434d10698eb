import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Memuat…',
  openApp: 'Buka PolyChat',
  failed: 'Konten tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  retry: 'Coba lagi',
  artifact: {
    title: 'Artefak',
    subtitle: 'Dibagikan dari PolyChat. Berjalan di sandbox, terpisah dari aplikasi.',
    frame: 'Artefak yang dibagikan',
    notFound: 'Artefak ini tidak ada, atau tautannya sudah kedaluwarsa.',
    download: 'Unduh',
    copyLink: 'Salin tautan',
  },
  share: {
    title: 'Chat yang dibagikan',
    subtitle_one: '{{count}} pesan, dibagikan pada {{date}}',
    subtitle_other: '{{count}} pesan, dibagikan pada {{date}}',
    notFound: 'Chat yang dibagikan ini tidak ada, atau tautannya sudah kedaluwarsa.',
    continue: 'Lanjutkan chat ini',
    continued: 'Chat ini telah ditambahkan ke daftar chat Anda.',
    footer: 'Dibagikan dari <link>PolyChat</link>, klien chat AI sumber terbuka untuk banyak penyedia.',
    roles: { human: 'Anda', gpt: 'Asisten' },
  },
};
