import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'أُوقف الرد: ظلّ النموذج يستدعي الأدوات حتى بلغ الحد الأقصى للجولات ({{rounds}}).',
  requestWorkerStopped: 'انقطع الاتصال بالنموذج داخل التطبيق. أرسل الرسالة مرة أخرى.',
  replying: '{{model}} يجيب…',
  replied: 'أجاب {{model}}: {{text}}',
  workerStopped: 'توقف جزء من التطبيق يعمل في الخلفية. حاول مرة أخرى.',
  workerTimedOut: 'لم يستجب جزء من التطبيق يعمل في الخلفية في الوقت المحدد. حاول مرة أخرى.',
};
