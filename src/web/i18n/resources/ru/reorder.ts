import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'Чтобы переместить чат, нажмите Пробел, перемещайте его клавишами со стрелками, затем нажмите Пробел или Enter, чтобы поставить его на место, или Escape для отмены.',
  start: 'Чат {{topic}} выбран для перемещения, позиция {{position}} из {{count}}.',
  over: 'Чат {{topic}} над позицией {{position}} из {{count}}.',
  end: 'Чат {{topic}} перемещён на позицию {{position}} из {{count}}.',
  cancel: 'Перемещение чата {{topic}} отменено.',
};
