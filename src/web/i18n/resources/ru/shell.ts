import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Загрузка…',
  defaultTopic: 'Новый чат',
  sidebar: {
    label: 'Боковая панель',
    subtitle: 'Чат со всеми вашими моделями в одном месте.',
    chats: 'Чаты',
    newChat: 'Новый чат',
    masks: 'Маски',
    settings: 'Настройки',
    sync: { running: 'Синхронизация…', success: 'Синхронизировано в {{time}}', failed: 'Ошибка синхронизации: см. Настройки → Синхронизация' },
    discovery: 'Обзор',
    resize: 'Изменить ширину боковой панели',
    noChats: 'Чатов пока нет',
    messageCount_one: '{{count, number}} сообщение',
    messageCount_few: '{{count, number}} сообщения',
    messageCount_many: '{{count, number}} сообщений',
    messageCount_other: '{{count, number}} сообщения',
  },
  nav: {
    back: 'Назад',
  },
  errorBoundary: {
    title: 'Ой, что-то пошло не так',
    report: 'Сообщить об ошибке',
    clearAll: 'Удалить все данные',
    details: 'Сведения об ошибке',
  },
  storage: {
    skippedRecords_one: 'Пропущена {{count}} сохранённая запись: её не удалось прочитать.',
    skippedRecords_few: 'Пропущены {{count}} сохранённые записи: их не удалось прочитать.',
    skippedRecords_many: 'Пропущено {{count}} сохранённых записей: их не удалось прочитать.',
    skippedRecords_other: 'Пропущено {{count}} сохранённой записи: их не удалось прочитать.',
    unavailable: 'Локальное хранилище недоступно: после закрытия страницы изменения не сохранятся.',
    writeFailed: 'Не удалось сохранить: {{message}}',
  },
  serverConfig: {
    unreadable: 'Не удалось прочитать настройки сервера, поэтому его правила доступа и модели отсутствуют. Перезагрузите страницу; если это повторяется, сообщите администратору.',
  },
};
