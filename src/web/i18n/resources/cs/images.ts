import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Nahrát obrázek',
  attachments: 'Přiložené obrázky',
  thumbnail: 'Obrázek {{index}}',
  remove: 'Odebrat obrázek {{index}}',
  processing: 'Zpracování obrázku…',
  unavailable: 'Obrázek není k dispozici',
  errors: {
    notImage: '„{{name}}“ není obrázek.',
    decode: 'Obrázek „{{name}}“ se nepodařilo přečíst.',
    heic: 'Obrázek HEIC „{{name}}“ se nepodařilo převést na JPEG.',
    tooLarge: 'Obrázek „{{name}}“ se nepodařilo zmenšit natolik, aby šel odeslat.',
    storage: 'Obrázek „{{name}}“ se nepodařilo uložit.',
    missing: 'Obrázek „{{name}}“ už není uložený.',
  },
};
