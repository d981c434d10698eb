import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'このチャットのナレッジベース',
  note: 'チャットの各メッセージには、これらのベースから最もよく合う段落が渡されます。',
  none: 'ナレッジベースはまだありません。',
  files_one: '{{count}} 件のファイル',
  files_other: '{{count}} 件のファイル',
  sources: '出典',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}、{{page}} ページ',
};
