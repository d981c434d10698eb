import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: '載入中…',
  defaultTopic: '新的對話',
  sidebar: {
    label: '側邊欄',
    subtitle: '在同一個地方，和你使用的每個模型對話。',
    chats: '對話',
    newChat: '新對話',
    masks: '面具',
    settings: '設定',
    sync: { running: '同步中…', success: '已於 {{time}} 同步', failed: '同步失敗：請查看「設定 → 同步」' },
    discovery: '探索',
    resize: '調整側邊欄寬度',
    noChats: '還沒有對話',
    messageCount_one: '{{count, number}} 則訊息',
    messageCount_other: '{{count, number}} 則訊息',
  },
  nav: {
    back: '返回',
  },
  errorBoundary: {
    title: '糟糕，發生了一些問題',
    report: '回報此錯誤',
    clearAll: '清除所有資料',
    details: '錯誤詳細資訊',
  },
  storage: {
    skippedRecords_one: '有 {{count}} 筆已儲存的資料無法讀取，已略過。',
    skippedRecords_other: '有 {{count}} 筆已儲存的資料無法讀取，已略過。',
    unavailable: '無法使用本機儲存空間：關閉此頁面後，所做的變更不會保留。',
    writeFailed: '儲存失敗：{{message}}',
  },
  serverConfig: {
    unreadable: '無法讀取伺服器的設定，因此缺少其存取規則與模型。請重新載入頁面；若問題持續發生，請告知管理員。',
  },
};
