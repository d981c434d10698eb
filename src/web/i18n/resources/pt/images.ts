import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Enviar imagem',
  attachments: 'Imagens anexadas',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Imagem {{index}}',
  remove: 'Remover a imagem {{index}}',
  processing: 'Processando a imagem…',
  unavailable: 'Imagem indisponível',
  errors: {
    notImage: '“{{name}}” não é uma imagem.',
    decode: 'Não foi possível ler a imagem “{{name}}”.',
    heic: 'Não foi possível converter a imagem HEIC “{{name}}” para JPEG.',
    tooLarge: 'Não foi possível reduzir a imagem “{{name}}” o suficiente para enviá-la.',
    storage: 'Não foi possível salvar a imagem “{{name}}”.',
    missing: 'A imagem “{{name}}” não está mais armazenada.',
  },
};
