import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Impostazioni',
  subtitle: 'Tutte le impostazioni',
  appearance: 'Aspetto',
  theme: {
    label: 'Tema',
    auto: 'Sistema',
    light: 'Chiaro',
    dark: 'Scuro',
  },
  language: 'Lingua',
};
