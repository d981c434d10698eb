import type { branches as en } from '../en/branches';
import type { LocaleShape } from '../../locale-shape';

export const branches: LocaleShape<typeof en> = {
  previousVersion: 'Versi sebelumnya',
  nextVersion: 'Versi berikutnya',
  versionOf: 'Versi {{index}} dari {{total}}',
  editAndSend: 'Ubah dan kirim',
  editAndSendTitle: 'Ubah dan kirim sebagai versi baru',
  exportScope: 'Cabang',
  thisPath: 'Jalur ini',
  everyBranch: 'Semua cabang',
  exportJsonEveryBranch: 'Ekspor chat sebagai JSON, semua cabang',
};
