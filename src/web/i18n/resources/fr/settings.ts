import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Paramètres',
  subtitle: 'Tous les paramètres',
  appearance: 'Apparence',
  theme: {
    label: 'Thème',
    auto: 'Système',
    light: 'Clair',
    dark: 'Sombre',
  },
  language: 'Langue',
};
