import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Категория · {{model}} от {{provider}}',
  unreachable: 'Недоступны: {{names}}. У этого сервера нет для них адреса или ключа.',
};
