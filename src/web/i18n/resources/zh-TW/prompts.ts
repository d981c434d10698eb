import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: '提示詞',
  subtitle: '內建 {{builtin}} 則，自訂 {{user}} 則',
  search: '搜尋提示詞',
  add: '新增提示詞',
  edit: '編輯提示詞',
  view: '檢視提示詞',
  delete: '刪除提示詞',
  use: '使用',
  confirmDelete: '要刪除提示詞「{{title}}」嗎？',
  titleLabel: '標題',
  contentLabel: '內容',
  empty: '沒有符合搜尋條件的提示詞。',
  user: '我的',
  builtin: '內建',
};
