import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Сочетания клавиш',
  send: 'Отправить сообщение',
  newline: 'Новая строка в сообщении',
  prompts: 'В начале сообщения: поиск по промптам',
  commands: 'В начале сообщения: использовать команду',
  recall: 'В пустом поле ввода: вернуть последнее сообщение',
  switchChat: 'Перейти к предыдущему или следующему чату',
  reorder: 'Взять выбранный чат в списке, переместить стрелками, отпустить пробелом',
  close: 'Закрыть диалог, меню или подсказки',
  help: 'Показать эти сочетания клавиш',
  space: 'Пробел',
};
