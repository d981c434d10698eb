import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: '匯出對話',
  json: {
    export: '將對話匯出為 JSON',
    import: '從 JSON 匯入對話',
    imported: '已匯入對話「{{topic}}」',
  },
};
