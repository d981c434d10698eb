import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: '編輯對話',
    topic: '主題',
    topicHint: '顯示在對話列表中。留空則使用預設主題。',
    done: '完成',
  },
  menu: {
    regenerateTitle: '重新產生標題',
    clearContext: '清除上下文',
    revertClear: '復原已清除的上下文',
    reset: '重設對話',
    stats: '統計資料',
    summary: '歷史摘要',
  },
  title: {
    working: '正在請模型產生標題…',
    updated: '新標題：{{topic}}',
    empty: '模型沒有提供標題，已保留原本的主題。',
    failed: '無法產生標題：{{message}}',
  },
  reset: {
    confirm: '要重設此對話嗎？對話中的訊息和歷史摘要會被刪除，預設上下文則會保留。',
    done: '已重設對話',
  },
  stats: {
    usage: '服務商回報的 Token 數：輸入 {{input}}，輸出 {{output}}',
    cost: '約 {{cost}}',
    costBelow: '< {{cost}}',
    title: '統計資料',
    messages: '訊息',
    tokens: '估計 Token 數',
    words: '字詞數',
    characters: '字元數',
    note: '以此對話的訊息計算，估算方式與應用程式分配上下文時相同。',
  },
  summary: {
    now: '立即摘要',
    working: '正在摘要對話內容…',
    updated: '歷史摘要已更新。',
    empty: '模型有回應，但沒有提供摘要。',
    title: '歷史摘要',
    none: '尚無摘要。當上次摘要後的訊息超過估計 {{threshold}} 個 Token，且已開啟「傳送記憶」時，系統會請模型進行摘要。',
    memoryOff: '此對話已關閉「傳送記憶」：不會產生或傳送摘要。',
    covers_one: '摘要涵蓋此對話的第一則訊息。',
    covers_other: '摘要涵蓋此對話的前 {{count}} 則訊息。',
    sent: '每次請求都會附上，作為這段對話的記憶。',
    notSent: '未傳送：上下文已在第 {{clearIndex}} 則訊息後清除，超出摘要涵蓋的範圍。',
  },
  json: {
    export: '將對話匯出為 JSON',
    import: '從 JSON 匯入對話',
    imported: '已匯入對話「{{topic}}」',
  },
};
