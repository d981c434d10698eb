import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: 'Kho kiến thức của cuộc trò chuyện này',
  note: 'Mỗi tin nhắn trong cuộc trò chuyện được kèm những đoạn phù hợp nhất từ các kho này.',
  none: 'Chưa có kho kiến thức nào.',
  files_one: '{{count}} tệp',
  files_other: '{{count}} tệp',
  sources: 'Nguồn',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, trang {{page}}',
};
