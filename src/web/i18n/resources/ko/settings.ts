import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: '설정',
  subtitle: '모든 설정',
  appearance: '화면',
  theme: {
    label: '테마',
    auto: '자동',
    light: '라이트',
    dark: '다크',
  },
  language: '언어',
};
