import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategorie · {{model}} von {{provider}}',
  unreachable: 'Nicht verfügbar: {{names}}. Dieser Server hat dafür keine Adresse oder keinen Schlüssel.',
};
