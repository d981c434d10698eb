import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Carica immagine',
  attachments: 'Immagini allegate',
  thumbnail: 'Immagine {{index}}',
  remove: 'Rimuovi l’immagine {{index}}',
  processing: 'Elaborazione dell’immagine…',
  unavailable: 'Immagine non disponibile',
  errors: {
    notImage: '“{{name}}” non è un’immagine.',
    decode: 'Impossibile leggere l’immagine “{{name}}”.',
    heic: 'Impossibile convertire in JPEG l’immagine HEIC “{{name}}”.',
    tooLarge: 'Impossibile ridurre l’immagine “{{name}}” abbastanza da poterla inviare.',
    storage: 'Impossibile salvare l’immagine “{{name}}”.',
    missing: 'L’immagine “{{name}}” non è più salvata.',
  },
};
