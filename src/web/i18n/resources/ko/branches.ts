import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: '이전 버전',
  nextVersion: '다음 버전',
  versionOf: '버전 {{index}} / {{total}}',
  editAndSend: '편집 후 보내기',
  editAndSendTitle: '편집하여 새 버전으로 보내기',
  exportScope: '분기',
  thisPath: '이 경로',
  everyBranch: '모든 분기',
  exportJsonEveryBranch: '채팅을 JSON으로 내보내기, 모든 분기',
};
