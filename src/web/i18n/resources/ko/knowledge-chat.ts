import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: '이 채팅의 지식 베이스',
  note: '채팅의 각 메시지에는 이 베이스에서 가장 잘 맞는 구절이 함께 전달됩니다.',
  none: '아직 지식 베이스가 없습니다.',
  files_one: '파일 {{count}}개',
  files_other: '파일 {{count}}개',
  sources: '출처',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, {{page}}쪽',
};
