import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Nastavení',
  subtitle: 'Všechna nastavení',
  appearance: 'Vzhled',
  theme: {
    label: 'Motiv',
    auto: 'Automaticky',
    light: 'Světlý',
    dark: 'Tmavý',
  },
  language: 'Jazyk',
};
