import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: '鍵盤快速鍵',
  send: '傳送訊息',
  newline: '在訊息中換行',
  prompts: '在訊息開頭：搜尋提示詞',
  commands: '在訊息開頭：使用指令',
  recall: '輸入框為空時：取回上一則訊息',
  switchChat: '切換到上一個或下一個對話',
  reorder: '拿起清單中取得焦點的對話，用方向鍵移動，按空白鍵放下',
  close: '關閉對話框、選單或建議清單',
  help: '顯示這些快速鍵',
  space: '空白鍵',
};
