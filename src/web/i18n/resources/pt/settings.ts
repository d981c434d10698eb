import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Configurações',
  subtitle: 'Todas as configurações',
  appearance: 'Aparência',
  theme: {
    label: 'Tema',
    auto: 'Automático',
    light: 'Claro',
    dark: 'Escuro',
  },
  language: 'Idioma',
};
