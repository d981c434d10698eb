import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Назад',
  skip: 'Просто начать',
  neverShow: 'Больше не показывать',
  confirmNeverShow: 'Больше не показывать выбор маски? Новые чаты будут начинаться сразу; вернуть выбор можно в настройках.',
  title: 'Выберите маску',
  subtitle: 'Общайтесь с душой, что скрыта за маской',
  more: 'Найти ещё',
  masks: 'Маски',
};
