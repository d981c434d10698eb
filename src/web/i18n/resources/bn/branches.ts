import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'আগের সংস্করণ',
  nextVersion: 'পরের সংস্করণ',
  versionOf: 'সংস্করণ {{index}} / {{total}}',
  editAndSend: 'সম্পাদনা করে পাঠান',
  editAndSendTitle: 'সম্পাদনা করে নতুন সংস্করণ হিসেবে পাঠান',
  exportScope: 'শাখা',
  thisPath: 'এই পথ',
  everyBranch: 'সব শাখা',
  exportJsonEveryBranch: 'চ্যাট JSON হিসেবে এক্সপোর্ট করুন, সব শাখা',
};
