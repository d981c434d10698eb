import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Categoria · {{model}} di {{provider}}',
  unreachable: 'Non disponibili: {{names}}. Questo server non ha un indirizzo o una chiave per loro.',
};
