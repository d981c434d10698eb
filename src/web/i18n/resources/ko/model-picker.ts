import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: '카테고리 · {{provider}}의 {{model}}',
  unreachable: '제공되지 않음: {{names}}. 이 서버에 해당 주소나 키가 없어요.',
};
