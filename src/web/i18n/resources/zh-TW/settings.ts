import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: '設定',
  subtitle: '所有設定',
  appearance: '外觀',
  theme: {
    label: '主題',
    auto: '自動',
    light: '淺色',
    dark: '深色',
  },
  language: '語言',
};
