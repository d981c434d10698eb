import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Configuración',
  subtitle: 'Toda la configuración',
  appearance: 'Apariencia',
  theme: {
    label: 'Tema',
    auto: 'Automático',
    light: 'Claro',
    dark: 'Oscuro',
  },
  language: 'Idioma',
};
