import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: '設定',
  subtitle: 'すべての設定',
  appearance: '外観',
  theme: {
    label: 'テーマ',
    auto: '自動',
    light: 'ライト',
    dark: 'ダーク',
  },
  language: '言語',
};
