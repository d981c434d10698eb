import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Знания',
    actionOn: 'Знания ({{count}})',
  },
  compare: {
    action: 'Спросить несколько моделей',
    typeFirst: 'Сначала введите вопрос, затем спросите несколько моделей',
  },
  webSearch: {
    toggle: {
      on: 'Поиск в интернете: вкл.',
      off: 'Поиск в интернете: выкл.',
      notSetUp: 'Поиск в интернете не настроен: выберите поисковую службу в настройках',
    },
    by: {
      label: 'Собственный поиск модели',
      app: 'Ищет приложение',
      model: '{{model}} ищет сама',
      onlyModel: 'Поисковая служба не настроена: {{model}} ищет сама',
    },
  },
  dictate: {
    dictate: 'Диктовать',
    listening: 'Слушаю…',
    transcribing: 'Записываю сказанное…',
    level: 'Уровень микрофона',
  },
};
