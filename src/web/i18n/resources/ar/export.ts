import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'تصدير المحادثة',
  json: {
    export: 'تصدير المحادثة بصيغة JSON',
    import: 'استيراد محادثة من JSON',
    imported: 'تم استيراد المحادثة «{{topic}}»',
  },
};
