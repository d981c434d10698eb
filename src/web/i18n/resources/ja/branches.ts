import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: '前のバージョン',
  nextVersion: '次のバージョン',
  versionOf: 'バージョン {{index}} / {{total}}',
  editAndSend: '編集して送信',
  editAndSendTitle: '編集して新しいバージョンとして送信',
  exportScope: '分岐',
  thisPath: 'この経路',
  everyBranch: 'すべての分岐',
  exportJsonEveryBranch: 'チャットを JSON で書き出す（すべての分岐）',
};
