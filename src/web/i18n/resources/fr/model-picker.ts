import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Catégorie · {{model}} chez {{provider}}',
  unreachable: 'Non proposées : {{names}}. Ce serveur n’a ni adresse ni clé pour elles.',
};
