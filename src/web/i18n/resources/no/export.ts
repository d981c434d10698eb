import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'Eksporter samtale',
};
