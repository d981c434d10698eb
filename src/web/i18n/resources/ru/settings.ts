import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Настройки',
  subtitle: 'Все настройки',
  appearance: 'Оформление',
  theme: {
    label: 'Тема',
    auto: 'Авто',
    light: 'Светлая',
    dark: 'Тёмная',
  },
  language: 'Язык',
};
