import type { settings as en } from '../en/settings';
import type { LocaleShape } from '../../locale-shape';

export const settings: LocaleShape<typeof en> = {
  title: 'Cài đặt',
  subtitle: 'Tất cả cài đặt',
  appearance: 'Giao diện',
  theme: {
    label: 'Chủ đề',
    auto: 'Tự động',
    light: 'Sáng',
    dark: 'Tối',
  },
  language: 'Ngôn ngữ',
};
