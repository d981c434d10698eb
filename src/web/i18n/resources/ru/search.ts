import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Поиск по чатам',
  subtitle_one: 'В индексе {{count, number}} сообщение',
  subtitle_few: 'В индексе {{count, number}} сообщения',
  subtitle_many: 'В индексе {{count, number}} сообщений',
  subtitle_other: 'В индексе {{count, number}} сообщения',
  label: 'Поиск сообщений',
  placeholder: 'Искать во всех сообщениях всех чатов',
  building: 'Индексация чатов…',
  failed: 'Поиск недоступен: не удалось построить индекс.',
  hint: 'Введите одно или несколько слов: найдутся все сообщения, где есть каждое из них. Самые подходящие — вверху.',
  results_one: 'Найдено {{count, number}} сообщение',
  results_few: 'Найдено {{count, number}} сообщения',
  results_many: 'Найдено {{count, number}} сообщений',
  results_other: 'Найдено {{count, number}} сообщения',
  resultsCapped: 'Найдено сообщений: {{total, number}}; показаны самые подходящие ({{count}})',
  resultsLabel: 'Результаты поиска',
  noResult: 'По запросу «{{query}}» ничего не найдено.',
  noResultHint: 'Проверьте написание или попробуйте меньше слов либо слова покороче.',
  noData: 'Истории чатов пока нет: сообщения появятся в поиске, когда вы начнёте общаться.',
  roles: {
    user: 'Вы',
    assistant: 'Ассистент',
    system: 'Система',
    tool: 'Инструмент',
  },
  error: 'Ошибка',
};
