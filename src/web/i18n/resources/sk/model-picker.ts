import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategória · {{model}} od {{provider}}',
  unreachable: 'Neponúka sa: {{names}}. Tento server pre ne nemá adresu ani kľúč.',
};
