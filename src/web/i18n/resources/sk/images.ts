import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Nahrať obrázok',
  attachments: 'Priložené obrázky',
  thumbnail: 'Obrázok {{index}}',
  remove: 'Odstrániť obrázok {{index}}',
  processing: 'Spracúva sa obrázok…',
  unavailable: 'Obrázok nie je dostupný',
  errors: {
    notImage: '„{{name}}“ nie je obrázok.',
    decode: 'Obrázok „{{name}}“ sa nepodarilo prečítať.',
    heic: 'Obrázok HEIC „{{name}}“ sa nepodarilo previesť na JPEG.',
    tooLarge: 'Obrázok „{{name}}“ sa nepodarilo zmenšiť natoľko, aby sa dal odoslať.',
    storage: 'Obrázok „{{name}}“ sa nepodarilo uložiť.',
    missing: 'Obrázok „{{name}}“ už nie je uložený.',
  },
};
