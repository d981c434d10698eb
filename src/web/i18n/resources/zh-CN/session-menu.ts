import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: '编辑对话',
    topic: '对话主题',
    topicHint: '显示在对话列表中。留空则使用默认主题。',
    done: '完成',
  },
  menu: {
    regenerateTitle: '重新生成标题',
    clearContext: '清除上下文',
    revertClear: '恢复已清除的上下文',
    reset: '重置对话',
    stats: '统计',
    summary: '历史摘要',
  },
  title: {
    working: '正在请模型生成标题…',
    updated: '新标题：{{topic}}',
    empty: '模型没有给出标题，已保留原主题。',
    failed: '无法生成标题：{{message}}',
  },
  reset: {
    confirm: '确认重置此对话？其消息和历史摘要将被删除，预设上下文保留。',
    done: '对话已重置',
  },
  stats: {
    usage: '服务商报告的 Token 用量：输入 {{input}}，输出 {{output}}',
    cost: '约 {{cost}}',
    costBelow: '< {{cost}}',
    title: '统计',
    messages: '消息数',
    tokens: '估算 Token 数',
    words: '词数',
    characters: '字符数',
    note: '统计范围为本对话的全部消息，Token 数采用应用计算上下文预算时的估算方法。',
  },
  summary: {
    now: '立即总结',
    working: '正在总结对话…',
    updated: '历史摘要已更新。',
    empty: '模型没有返回摘要。',
    title: '历史摘要',
    none: '暂无摘要。当上次摘要之后的消息超过 {{threshold}} 个估算 Token，且开启了“发送历史摘要”时，会请模型进行总结。',
    memoryOff: '本对话关闭了“发送历史摘要”：不会生成或发送摘要。',
    covers_one: '总结了本对话的前 {{count}} 条消息。',
    covers_other: '总结了本对话的前 {{count}} 条消息。',
    sent: '每次请求时作为对话记忆一并发送。',
    notSent: '不会发送：上下文在第 {{clearIndex}} 条消息后被清除，超出了摘要覆盖的范围。',
  },
  json: {
    export: '导出为 JSON',
    import: '从 JSON 导入聊天',
    imported: '已导入聊天“{{topic}}”',
  },
};
