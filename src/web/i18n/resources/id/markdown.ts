import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Salin kode',
    expand: 'Tampilkan semua {{lines}} baris',
    collapse: 'Ciutkan',
    plainText: 'teks',
  },
  mermaid: {
    drawing: 'Menggambar diagram…',
    failed: 'Diagram tidak dapat digambar; berikut kode sumbernya.',
  },
  remoteImage: {
    label: 'Gambar dari {{host}}',
    withAlt: '“{{alt}}”: gambar dari {{host}}, belum dimuat',
    withoutAlt: 'Gambar dari {{host}}, belum dimuat',
    load: 'Muat gambar',
    always: 'Selalu muat dari {{host}}',
  },
  artifact: {
    label: 'Artefak {{kind}}',
    views: 'Tampilan',
    preview: 'Pratinjau',
    code: 'Kode',
    frameTitle: 'Pratinjau {{kind}}',
    download: 'Unduh',
    copy: 'Salin',
    share: 'Bagikan',
    shared: 'Tautan disalin: {{link}}',
    shareFailed: 'Gagal membagikan',
    tooLarge: 'Artefak ini lebih dari 1 MB dan tidak dapat dibagikan.',
  },
};
