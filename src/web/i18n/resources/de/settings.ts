import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Einstellungen',
  subtitle: 'Alle Einstellungen',
  appearance: 'Darstellung',
  theme: {
    label: 'Design',
    auto: 'Automatisch',
    light: 'Hell',
    dark: 'Dunkel',
  },
  language: 'Sprache',
};
