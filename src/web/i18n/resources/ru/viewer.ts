import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Загрузка…',
  openApp: 'Открыть PolyChat',
  failed: 'Не удалось загрузить страницу. Проверьте подключение и повторите попытку.',
  retry: 'Повторить',
  artifact: {
    title: 'Артефакт',
    subtitle: 'Опубликовано из PolyChat. Работает в изолированной среде, отдельно от приложения.',
    frame: 'Опубликованный артефакт',
    notFound: 'Этого артефакта не существует или срок действия ссылки истёк.',
    download: 'Скачать',
    copyLink: 'Копировать ссылку',
  },
  share: {
    title: 'Опубликованный чат',
    subtitle_one: '{{count}} сообщение, опубликовано {{date}}',
    subtitle_few: '{{count}} сообщения, опубликовано {{date}}',
    subtitle_many: '{{count}} сообщений, опубликовано {{date}}',
    subtitle_other: '{{count}} сообщения, опубликовано {{date}}',
    notFound: 'Этого чата не существует или срок действия ссылки истёк.',
    continue: 'Продолжить этот чат',
    continued: 'Чат добавлен в ваши чаты.',
    footer: 'Отправлено из <link>PolyChat</link> — чат-клиента для ИИ с открытым исходным кодом, работающего с разными провайдерами.',
    roles: { human: 'Вы', gpt: 'Ассистент' },
  },
};
