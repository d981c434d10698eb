import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategori · {{provider}} üzerinde {{model}}',
  unreachable: 'Sunulmuyor: {{names}}. Bu sunucunun bunlar için adresi veya anahtarı yok.',
};
