import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: '提示词',
  subtitle: '内置 {{builtin}} 条，用户定义 {{user}} 条',
  search: '搜索提示词',
  add: '新建提示词',
  edit: '编辑提示词',
  view: '查看提示词',
  delete: '删除提示词',
  use: '使用',
  confirmDelete: '确认删除提示词“{{title}}”？',
  titleLabel: '标题',
  contentLabel: '内容',
  empty: '没有符合搜索的提示词。',
  user: '我的',
  builtin: '内置',
};
