import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: '搜尋對話',
  subtitle_one: '已為 {{count, number}} 則訊息建立索引',
  subtitle_other: '已為 {{count, number}} 則訊息建立索引',
  label: '搜尋訊息',
  placeholder: '搜尋所有對話中的每則訊息',
  building: '正在為你的對話建立索引…',
  failed: '無法使用搜尋：索引建立失敗。',
  hint: '輸入一或多個字詞：會列出包含所有字詞的訊息，最相關的排在最前面。',
  results_one: '找到 {{count, number}} 則訊息',
  results_other: '找到 {{count, number}} 則訊息',
  resultsCapped: '找到 {{total, number}} 則訊息，顯示最相關的 {{count}} 則',
  resultsLabel: '搜尋結果',
  noResult: '沒有符合「{{query}}」的訊息。',
  noResultHint: '請檢查拼字，或改用較少、較短的字詞。',
  noData: '還沒有對話記錄：開始對話後，就能在這裡搜尋訊息。',
  roles: {
    user: '你',
    assistant: '助理',
    system: '系統',
    tool: '工具',
  },
  error: '錯誤',
};
