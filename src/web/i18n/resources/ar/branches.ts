import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'الإصدار السابق',
  nextVersion: 'الإصدار التالي',
  versionOf: 'الإصدار {{index}} من {{total}}',
  editAndSend: 'تعديل وإرسال',
  editAndSendTitle: 'تعديل الرسالة وإرسالها كإصدار جديد',
  exportScope: 'الفروع',
  thisPath: 'هذا المسار',
  everyBranch: 'كل الفروع',
  exportJsonEveryBranch: 'تصدير المحادثة بصيغة JSON، كل الفروع',
};
