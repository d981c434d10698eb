import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Nastavenia',
  subtitle: 'Všetky nastavenia',
  appearance: 'Vzhľad',
  theme: {
    label: 'Motív',
    auto: 'Automaticky',
    light: 'Svetlý',
    dark: 'Tmavý',
  },
  language: 'Jazyk',
};
