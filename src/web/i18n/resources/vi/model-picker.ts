import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Danh mục · {{model}} của {{provider}}',
  unreachable: 'Không khả dụng: {{names}}. Máy chủ này không có địa chỉ hoặc khóa cho chúng.',
};
