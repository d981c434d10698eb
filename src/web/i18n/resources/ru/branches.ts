import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Предыдущая версия',
  nextVersion: 'Следующая версия',
  versionOf: 'Версия {{index}} из {{total}}',
  editAndSend: 'Изменить и отправить',
  editAndSendTitle: 'Изменить и отправить как новую версию',
  exportScope: 'Ветви',
  thisPath: 'Этот путь',
  everyBranch: 'Все ветви',
  exportJsonEveryBranch: 'Экспортировать чат в JSON, все ветви',
};
