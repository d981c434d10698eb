import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Unggah gambar',
  attachments: 'Gambar terlampir',
  thumbnail: 'Gambar {{index}}',
  remove: 'Hapus gambar {{index}}',
  processing: 'Memproses gambar…',
  unavailable: 'Gambar tidak tersedia',
  errors: {
    notImage: '“{{name}}” bukan gambar.',
    decode: 'Gambar “{{name}}” tidak dapat dibaca.',
    heic: 'Gambar HEIC “{{name}}” tidak dapat dikonversi ke JPEG.',
    tooLarge: 'Gambar “{{name}}” tidak dapat diperkecil agar bisa dikirim.',
    storage: 'Gambar “{{name}}” tidak dapat disimpan.',
    missing: 'Gambar “{{name}}” sudah tidak tersimpan.',
  },
};
