import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: 'Чат удалён',
  revert: 'Отменить',
  deleteChat: 'Удалить чат',
  confirmDelete: 'Удалить чат «{{topic}}»?',
  drag: {
    instructions:
      'Чтобы переместить чат, нажмите Пробел, перемещайте его клавишами со стрелками, затем нажмите Пробел или Enter, чтобы поставить его на место, или Escape для отмены.',
    start: 'Чат {{topic}} выбран для перемещения, позиция {{position}} из {{count}}.',
    over: 'Чат {{topic}} над позицией {{position}} из {{count}}.',
    end: 'Чат {{topic}} перемещён на позицию {{position}} из {{count}}.',
    cancel: 'Перемещение чата {{topic}} отменено.',
  },
  header: {
    edit: 'Изменить чат',
    more: 'Другие действия с чатом',
  },
  fork: {
    action: 'Создать ветку отсюда',
    done: 'Создан новый чат с сообщениями до этого места',
    topic: '{{topic}} (ветка)',
  },
};
