import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'Categoria · {{model}} da {{provider}}',
  unreachable: 'Não disponíveis: {{names}}. Este servidor não tem endereço nem chave para elas.',
};
