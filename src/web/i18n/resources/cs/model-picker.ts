import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategorie · {{model}} od {{provider}}',
  unreachable: 'Nenabízí se: {{names}}. Tento server pro ně nemá adresu ani klíč.',
};
