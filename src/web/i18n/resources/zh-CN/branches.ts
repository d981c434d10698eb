import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: '上一个版本',
  nextVersion: '下一个版本',
  versionOf: '第 {{index}} 个版本，共 {{total}} 个',
  editAndSend: '编辑并发送',
  editAndSendTitle: '编辑并作为新版本发送',
  exportScope: '分支',
  thisPath: '当前路径',
  everyBranch: '所有分支',
  exportJsonEveryBranch: '将对话导出为 JSON（所有分支）',
};
