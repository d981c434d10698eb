import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Önceki sürüm',
  nextVersion: 'Sonraki sürüm',
  versionOf: 'Sürüm {{index}} / {{total}}',
  editAndSend: 'Düzenle ve gönder',
  editAndSendTitle: 'Düzenle ve yeni sürüm olarak gönder',
  exportScope: 'Dallar',
  thisPath: 'Bu yol',
  everyBranch: 'Tüm dallar',
  exportJsonEveryBranch: 'Sohbeti JSON olarak dışa aktar, tüm dallar',
};
