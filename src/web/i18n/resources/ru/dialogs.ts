import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Сообщить об ошибке',
    clearAll: 'Удалить все данные',
    details: 'Сведения об ошибке',
  },
  modal: {
    maximise: 'Развернуть',
    restore: 'Восстановить',
    close: 'Закрыть',
  },
  password: {
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
  },
  fullscreen: {
    enter: 'Во весь экран',
    exit: 'Выйти из полноэкранного режима',
  },
  selector: {
    label: 'Выбор',
    filter: 'Фильтр',
    noResults: 'Ничего не найдено',
    done: 'Готово',
    selected_one: 'Выбрано: {{count}}',
    selected_few: 'Выбрано: {{count}}',
    selected_many: 'Выбрано: {{count}}',
    selected_other: 'Выбрано: {{count}}',
  },
  imageViewer: {
    title: 'Изображение',
    download: 'Скачать',
    copy: 'Копировать изображение',
    unavailable: 'Изображение больше не хранится.',
  },
  questions: {
    deleteChat: 'Удалить чат «{{topic}}»?',
    clearAllData: 'Удалить все данные? Перед этим будет скачана резервная копия всего содержимого.',
  },
};
