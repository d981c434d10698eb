import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: '在另一台裝置上',
  elsewhereHint: '它的文字留在新增它的裝置上。在兩台裝置的 設定 → 同步 中開啟「包含文件」，即可在這裡搜尋它。',
  webPage: '網頁',
  addPage: '新增網頁',
  pageAddress: '網頁網址',
  readingPage: '正在讀取 {{url}}…',
  pageFailure: {
    'invalid-url': '這不是網址。請輸入像 https://example.com/page 的網址。',
    blocked_address: '伺服器不讀取這個網址：它不是公開的網頁。',
    timeout: '網頁回應時間過長，請稍後再試。',
    too_large: '網頁太大，無法讀取。',
    bad_status: '網站回傳了錯誤（{{status}}）。',
    unsupported_type: '這個網址既不是網頁，也不是可讀取的文件。',
    unreadable: '網頁中沒有可讀取的文字。',
    unreachable: '無法連上該網頁，請檢查網址和網路連線。',
    too_many_redirects: '網頁重新導向次數過多，無法讀取。',
    unauthorized: '伺服器要求先提供存取碼才能讀取網頁，請在設定中輸入。',
    refused: '伺服器拒絕讀取該網頁。',
    badAnswer: '無法理解伺服器的回應。',
  },
  includeDocuments: {
    title: '包含文件',
    subTitle: '一併上傳知識庫檔案的文字：目前 {{size}}，最多 {{max}}。名稱和檔案清單一律會同步。',
  },
};
