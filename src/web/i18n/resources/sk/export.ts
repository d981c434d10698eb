import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'Exportovať chat',
  json: {
    export: 'Exportovať chat ako JSON',
    import: 'Importovať chat z JSON',
    imported: 'Chat „{{topic}}“ bol importovaný',
  },
};
