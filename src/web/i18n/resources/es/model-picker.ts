import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Categoría · {{model}} de {{provider}}',
  unreachable: 'No disponibles: {{names}}. Este servidor no tiene dirección ni clave para ellas.',
};
