import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategori · {{model}} dari {{provider}}',
  unreachable: 'Tidak tersedia: {{names}}. Server ini tidak memiliki alamat atau kunci untuknya.',
};
