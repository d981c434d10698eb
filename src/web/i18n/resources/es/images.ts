import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Subir imagen',
  attachments: 'Imágenes adjuntas',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Imagen {{index}}',
  remove: 'Quitar la imagen {{index}}',
  processing: 'Procesando la imagen…',
  unavailable: 'Imagen no disponible',
  errors: {
    notImage: '“{{name}}” no es una imagen.',
    decode: 'No se pudo leer la imagen “{{name}}”.',
    heic: 'No se pudo convertir la imagen HEIC “{{name}}” a JPEG.',
    tooLarge: 'No se pudo reducir la imagen “{{name}}” lo suficiente para enviarla.',
    storage: 'No se pudo guardar la imagen “{{name}}”.',
    missing: 'La imagen “{{name}}” ya no está guardada.',
  },
};
