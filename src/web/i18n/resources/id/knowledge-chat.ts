import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Basis pengetahuan chat ini',
  note: 'Setiap pesan dalam chat diberi bagian dari basis ini yang paling cocok dengannya.',
  none: 'Belum ada basis pengetahuan.',
  files_one: '{{count}} berkas',
  files_other: '{{count}} berkas',
  sources: 'Sumber',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, halaman {{page}}',
};
