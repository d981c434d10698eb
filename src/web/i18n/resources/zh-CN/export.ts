import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: '导出聊天',
  json: {
    export: '导出为 JSON',
    import: '从 JSON 导入聊天',
    imported: '已导入聊天“{{topic}}”',
  },
};
