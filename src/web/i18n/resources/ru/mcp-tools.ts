import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Запустить инструмент сервера «{{server}}»?',
    server: 'Сервер',
    tool: 'Инструмент',
    description: 'Что сервер говорит об инструменте',
    noDescription: 'Сервер не говорит, что делает этот инструмент.',
    descriptionWarning: 'Эти слова пришли от сервера. Они не дают инструменту никаких прав: запустить его может только ваш ответ здесь.',
    arguments: 'Аргументы, которые отправляет модель',
    readOnly: 'По словам сервера, этот инструмент только читает и ничего не меняет.',
    writes: 'По словам сервера, этот инструмент вносит изменения, но ничего не уничтожает.',
    destructive: 'Сервер не говорит, что этот инструмент безвреден: он может изменить или удалить данные, поэтому вопрос задаётся каждый раз.',
    allowOnce: 'Разрешить один раз',
    allowChat: 'Разрешить в этом чате',
    deny: 'Запретить',
    waiting_one: 'Ещё {{count}} вызов ждёт вашего ответа.',
    waiting_few: 'Ещё {{count}} вызова ждут вашего ответа.',
    waiting_many: 'Ещё {{count}} вызовов ждут вашего ответа.',
    waiting_other: 'Ещё {{count}} вызова ждут вашего ответа.',
  },
  result: {
    denied: 'Вы не разрешили этот вызов; модели об этом сообщено.',
    badArguments: 'Модель отправила аргументы, которые не являются объектом JSON, поэтому инструмент не вызывался.',
    unknownTool: 'В этом чате нет инструмента «{{name}}».',
    toolError: '«{{server}}» сообщает об ошибке инструмента:',
    refused: '«{{server}}» отклонил вызов:',
    unreachable: '«{{server}}» недоступен или перестал отвечать, поэтому инструмент не дал результата.',
    timeout: '«{{server}}» не ответил за {{seconds}} с.',
    empty: 'Инструмент ничего не вернул.',
    cut: 'Результат длиннее {{limit}} символов: модели переданы и показаны только первые {{limit}}.',
    imageType: 'Изображение типа «{{type}}» пропущено: показываются только изображения PNG, JPEG, GIF и WebP.',
    imageTooLarge: 'Изображение больше {{kilobytes}} КБ пропущено.',
    tooManyImages: 'Показаны только первые изображения ({{limit}}); остальные пропущены.',
    audio: 'Инструмент вернул звук, который здесь не воспроизводится.',
    serverLeftOut: '«{{server}}» недоступен: его инструменты не используются в этом ответе.',
  },
  picker: {
    server: 'MCP-сервер · {{tools}}',
    toolCount_one: '{{count}} инструмент',
    toolCount_few: '{{count}} инструмента',
    toolCount_many: '{{count}} инструментов',
    toolCount_other: '{{count}} инструмента',
    toolsUnknown: 'инструменты ещё не получены',
  },
};
