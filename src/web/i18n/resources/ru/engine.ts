import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Остановлено: модель продолжала вызывать инструменты, хотя лимит раундов ({{rounds}}) исчерпан.',
  requestWorkerStopped: 'Связь с моделью прервалась внутри приложения. Отправьте сообщение ещё раз.',
  replying: '{{model}} отвечает…',
  replied: 'Ответ {{model}}: {{text}}',
  workerStopped: 'Фоновая часть приложения остановилась. Попробуйте ещё раз.',
  workerTimedOut: 'Фоновая часть приложения не ответила вовремя. Попробуйте ещё раз.',
};
