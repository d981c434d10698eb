import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'Exportovat chat',
  json: {
    export: 'Exportovat chat jako JSON',
    import: 'Importovat chat z JSON',
    imported: 'Chat „{{topic}}“ byl importován',
  },
};
