import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: '搜索聊天记录',
  subtitle_one: '已索引 {{count, number}} 条消息',
  subtitle_other: '已索引 {{count, number}} 条消息',
  label: '搜索消息',
  placeholder: '在所有聊天的全部消息中搜索',
  building: '正在为聊天记录建立索引…',
  failed: '搜索不可用：无法建立索引。',
  hint: '输入一个或几个词：列出包含全部词语的消息，最相关的在前。',
  results_one: '找到 {{count, number}} 条消息',
  results_other: '找到 {{count, number}} 条消息',
  resultsCapped: '找到 {{total, number}} 条消息，显示最相关的 {{count}} 条',
  resultsLabel: '搜索结果',
  noResult: '没有消息匹配“{{query}}”。',
  noResultHint: '请检查拼写，或尝试更少、更短的词。',
  noData: '暂无聊天记录：开始聊天后即可在这里搜索消息。',
  roles: {
    user: '你',
    assistant: '助手',
    system: '系统',
    tool: '工具',
  },
  error: '出错',
};
