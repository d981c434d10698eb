import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: '分类 · {{provider}} 的 {{model}}',
  unreachable: '未提供：{{names}}。本服务器没有它们的地址或密钥。',
};
