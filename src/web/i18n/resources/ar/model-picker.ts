import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'فئة · {{model}} لدى {{provider}}',
  unreachable: 'غير متاحة: {{names}}. لا يملك هذا الخادم عنوانًا أو مفتاحًا لها.',
};
