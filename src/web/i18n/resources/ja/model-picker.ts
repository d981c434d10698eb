import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'カテゴリ · {{provider}} の {{model}}',
  unreachable: '利用できません：{{names}}。このサーバーにはそれらのアドレスまたはキーがありません。',
};
