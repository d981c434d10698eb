import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: '類別 · {{provider}} 的 {{model}}',
  unreachable: '未提供：{{names}}。此伺服器沒有它們的位址或金鑰。',
};
