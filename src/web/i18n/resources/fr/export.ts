import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: 'Exporter la conversation',
  json: {
    export: 'Exporter la conversation en JSON',
    import: 'Importer une conversation JSON',
    imported: 'Conversation «\u202f{{topic}}\u202f» importée',
  },
};
