import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Ajouter une image',
  attachments: 'Images jointes',
  thumbnail: 'Image {{index}}',
  remove: 'Retirer l’image {{index}}',
  processing: 'Traitement de l’image…',
  unavailable: 'Image indisponible',
  errors: {
    notImage: '«\u202f{{name}}\u202f» n’est pas une image.',
    decode: 'Impossible de lire l’image «\u202f{{name}}\u202f».',
    heic: 'Impossible de convertir l’image HEIC «\u202f{{name}}\u202f» en JPEG.',
    tooLarge: 'Impossible de réduire suffisamment l’image «\u202f{{name}}\u202f» pour l’envoyer.',
    storage: 'Impossible d’enregistrer l’image «\u202f{{name}}\u202f».',
    missing: 'L’image «\u202f{{name}}\u202f» n’est plus enregistrée.',
  },
};
