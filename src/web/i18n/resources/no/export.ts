import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

/** What the first screen and the chat menu need of the export: the header button and the chat's
 * JSON file. The dialog's own text loads with it (export-dialog.ts). */
export const exporter: LocaleShape<typeof en> = {
  button: 'Eksporter samtale',
  json: {
    export: 'Eksporter samtale som JSON',
    import: 'Importer samtale fra JSON',
    imported: 'Samtalen «{{topic}}» er importert',
  },
};
