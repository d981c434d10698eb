import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Görsel yükle',
  attachments: 'Ekli görseller',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Görsel {{index}}',
  remove: '{{index}}. görseli kaldır',
  processing: 'Görsel işleniyor…',
  unavailable: 'Görsel kullanılamıyor',
  errors: {
    notImage: '“{{name}}” bir görsel değil.',
    decode: '“{{name}}” görseli okunamadı.',
    heic: '“{{name}}” HEIC görseli JPEG biçimine dönüştürülemedi.',
    tooLarge: '“{{name}}” görseli gönderilebilecek kadar küçültülemedi.',
    storage: '“{{name}}” görseli kaydedilemedi.',
    missing: '“{{name}}” görseli artık saklanmıyor.',
  },
};
