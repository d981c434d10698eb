import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Bu sohbetin bilgi tabanları',
  note: 'Sohbetin her mesajına bu tabanlardan ona en uygun bölümler verilir.',
  none: 'Henüz bilgi tabanı yok.',
  files_one: '{{count}} dosya',
  files_other: '{{count}} dosya',
  sources: 'Kaynaklar',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, sayfa {{page}}',
};
