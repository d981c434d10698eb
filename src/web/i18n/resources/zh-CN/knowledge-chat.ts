import type { knowledgeChat as en } from '../en/knowledge-chat';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeChat: LocaleShape<typeof en> = {
  pick: '本对话的知识库',
  note: '对话中的每条消息都会附上这些知识库里与之最相关的段落。',
  none: '还没有知识库。',
  files_one: '{{count}} 个文件',
  files_other: '{{count}} 个文件',
  sources: '来源',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}，第 {{page}} 页',
};
