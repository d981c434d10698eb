import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Загрузить изображение',
  attachments: 'Прикреплённые изображения',
  /** Alt text of a thumbnail; the index counts from 1. */
  thumbnail: 'Изображение {{index}}',
  remove: 'Удалить изображение {{index}}',
  processing: 'Обработка изображения…',
  unavailable: 'Изображение недоступно',
  errors: {
    notImage: '«{{name}}» — не изображение.',
    decode: 'Не удалось прочитать изображение «{{name}}».',
    heic: 'Не удалось преобразовать изображение HEIC «{{name}}» в JPEG.',
    tooLarge: 'Не удалось сжать изображение «{{name}}» до размера, допустимого для отправки.',
    storage: 'Не удалось сохранить изображение «{{name}}».',
    missing: 'Изображение «{{name}}» больше не хранится.',
  },
};
