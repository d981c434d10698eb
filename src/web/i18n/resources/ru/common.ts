import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  close: 'Закрыть',
  save: 'Сохранить',
  delete: 'Удалить',
  edit: 'Изменить',
  add: 'Добавить',
  back: 'Назад',
  loading: 'Загрузка',
  chooseAvatar: 'Выберите аватар',
  copy: 'Копировать',
  copySuccess: 'Скопировано в буфер обмена',
  copyFailed: 'Не удалось скопировать. Разрешите доступ к буферу обмена',
  downloadSuccess: 'Файл скачан',
  downloadFailed: 'Не удалось скачать файл',
};
