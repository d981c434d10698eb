import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'Промпты',
  subtitle: 'Встроенных: {{builtin}}, своих: {{user}}',
  search: 'Поиск промптов',
  add: 'Добавить промпт',
  edit: 'Изменить промпт',
  view: 'Просмотр промпта',
  delete: 'Удалить промпт',
  use: 'Использовать',
  confirmDelete: 'Удалить промпт «{{title}}»?',
  titleLabel: 'Название',
  contentLabel: 'Текст',
  empty: 'По вашему запросу промптов не найдено.',
  user: 'Мои',
  builtin: 'Встроенные',
};
