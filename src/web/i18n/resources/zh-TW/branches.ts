import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: '上一個版本',
  nextVersion: '下一個版本',
  versionOf: '第 {{index}} 個版本，共 {{total}} 個',
  editAndSend: '編輯並傳送',
  editAndSendTitle: '編輯並作為新版本傳送',
  exportScope: '分支',
  thisPath: '目前路徑',
  everyBranch: '所有分支',
  exportJsonEveryBranch: '將對話匯出為 JSON（所有分支）',
};
