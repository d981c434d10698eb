import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: '设置',
  subtitle: '所有设置选项',
  appearance: '外观',
  theme: {
    label: '主题',
    auto: '自动',
    light: '亮色模式',
    dark: '深色模式',
  },
  language: '语言',
};
