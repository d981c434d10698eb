import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Last opp bilde',
  attachments: 'Vedlagte bilder',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Bilde {{index}}',
  remove: 'Fjern bilde {{index}}',
  processing: 'Behandler bildet…',
  unavailable: 'Bildet er ikke tilgjengelig',
  errors: {
    notImage: '«{{name}}» er ikke et bilde.',
    decode: 'Bildet «{{name}}» kunne ikke leses.',
    heic: 'HEIC-bildet «{{name}}» kunne ikke gjøres om til JPEG.',
    tooLarge: 'Bildet «{{name}}» kunne ikke gjøres lite nok til å sendes.',
    storage: 'Bildet «{{name}}» kunne ikke lagres.',
    missing: 'Bildet «{{name}}» er ikke lagret lenger.',
  },
};
