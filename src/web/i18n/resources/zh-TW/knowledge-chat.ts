import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: '此對話的知識庫',
  note: '對話中的每則訊息都會附上這些知識庫中最相關的段落。',
  none: '還沒有知識庫。',
  files_one: '{{count}} 個檔案',
  files_other: '{{count}} 個檔案',
  sources: '來源',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}，第 {{page}} 頁',
};
