import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Bild hochladen',
  attachments: 'Angehängte Bilder',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Bild {{index}}',
  remove: 'Bild {{index}} entfernen',
  processing: 'Bild wird verarbeitet…',
  unavailable: 'Bild nicht verfügbar',
  errors: {
    notImage: '„{{name}}“ ist kein Bild.',
    decode: 'Das Bild „{{name}}“ konnte nicht gelesen werden.',
    heic: 'Das HEIC-Bild „{{name}}“ konnte nicht in JPEG umgewandelt werden.',
    tooLarge: 'Das Bild „{{name}}“ ließ sich nicht weit genug verkleinern, um es zu senden.',
    storage: 'Das Bild „{{name}}“ konnte nicht gespeichert werden.',
    missing: 'Das Bild „{{name}}“ ist nicht mehr gespeichert.',
  },
};
