import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'Копировать код',
    expand: 'Показать все строки ({{lines}})',
    collapse: 'Свернуть',
    /** The label of a code block whose fence names no language. */
    plainText: 'текст',
  },
  mermaid: {
    drawing: 'Построение диаграммы…',
    failed: 'Не удалось построить диаграмму. Ниже — её исходный код.',
  },
  remoteImage: {
    label: 'Изображение с {{host}}',
    withAlt: '«{{alt}}»: изображение с {{host}}, не загружено',
    withoutAlt: 'Изображение с {{host}}, не загружено',
    load: 'Загрузить изображение',
    always: 'Всегда загружать с {{host}}',
  },
  artifact: {
    label: 'Артефакт {{kind}}',
    views: 'Вид',
    preview: 'Просмотр',
    code: 'Код',
    frameTitle: 'Предпросмотр {{kind}}',
    download: 'Скачать',
    copy: 'Копировать',
    share: 'Поделиться',
    shared: 'Ссылка скопирована: {{link}}',
    shareFailed: 'Не удалось поделиться',
    tooLarge: 'Этот артефакт больше 1 МБ, поэтому им нельзя поделиться.',
  },
};
