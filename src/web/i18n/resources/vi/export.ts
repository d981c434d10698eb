import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'Xuất cuộc trò chuyện',
  json: {
    export: 'Xuất cuộc trò chuyện dạng JSON',
    import: 'Nhập cuộc trò chuyện từ JSON',
    imported: 'Đã nhập cuộc trò chuyện “{{topic}}”',
  },
};
