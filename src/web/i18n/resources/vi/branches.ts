import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Phiên bản trước',
  nextVersion: 'Phiên bản sau',
  versionOf: 'Phiên bản {{index}} / {{total}}',
  editAndSend: 'Sửa và gửi',
  editAndSendTitle: 'Sửa và gửi thành phiên bản mới',
  exportScope: 'Nhánh',
  thisPath: 'Đường này',
  everyBranch: 'Mọi nhánh',
  exportJsonEveryBranch: 'Xuất cuộc trò chuyện dạng JSON, mọi nhánh',
};
