import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Kategori · {{model}} fra {{provider}}',
  unreachable: 'Ikke tilgjengelig: {{names}}. Denne serveren har ingen adresse eller nøkkel for dem.',
};
