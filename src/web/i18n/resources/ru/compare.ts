import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Спросить несколько моделей',
  pickNote: 'Выберите от двух до четырёх моделей. Каждая ответит на ваш вопрос, и ответы появятся рядом.',
  filter: 'Фильтр моделей',
  models: 'Модели',
  chosen: 'Выбрано: {{count}} из {{max}}',
  ask: 'Спросить выбранные модели',
  cancel: 'Отмена',
  answers: 'Ответы нескольких моделей',
  choose: 'Выбрать этот ответ',
  waiting: 'Ожидание первых слов…',
  firstToken: 'Первые слова через {{time}}',
  rate: 'Токенов в секунду: {{rate}}',
  rateEstimated: 'Токенов в секунду: около {{rate}}',
  cost: 'Стоимость {{cost}}',
  costUnknown: 'Стоимость неизвестна',
};
