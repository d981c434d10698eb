import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: '键盘快捷键',
  send: '发送消息',
  newline: '在消息中换行',
  prompts: '在消息开头：搜索提示词',
  commands: '在消息开头：使用命令',
  recall: '输入框为空时：找回上一条消息',
  switchChat: '切换到上一个或下一个聊天',
  reorder: '拿起列表中获得焦点的聊天，用方向键移动，按空格键放下',
  close: '关闭对话框、菜单或建议列表',
  help: '显示这些快捷键',
  space: '空格',
};
