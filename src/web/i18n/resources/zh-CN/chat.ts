import type { chat as en } from '../en/chat';
import type { LocaleShape } from '../../locale-shape';

export const chat: LocaleShape<typeof en> = {
  messageCount_one: '共 {{count}} 条对话',
  messageCount_other: '共 {{count}} 条对话',
  inputLabel: '消息',
  inputHint: '{{submitKey}} 发送',
  inputHintShiftNewline: '{{submitKey}} 发送，Shift + Enter 换行，/ 触发补全，: 触发命令',
  send: '发送',
  stop: '停止',
  typing: '正在输入…',
  roles: {
    user: '你',
    assistant: '助手',
    system: '系统',
    tool: '工具',
  },
  empty: '开始对话吧：问点什么。',
  messages: '消息列表',
};
