import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: '語音通話',
  title: '與 {{model}} 語音通話',
  status: {
    connecting: '正在連線…',
    listening: '正在聆聽',
    answering: '正在回答',
    muted: '已靜音',
    ended: '通話已結束',
  },
  hint: '準備好後請說話。在回答時開口即可打斷它。',
  transcript: '文字記錄',
  you: '你',
  assistant: '助理',
  mute: '靜音',
  end: '掛斷',
  typeLabel: '文字訊息',
  typePlaceholder: '或在此輸入…',
  send: '傳送',
  problem: {
    micDenied: '麥克風遭到封鎖。請在瀏覽器的網站設定中允許 PolyChat 使用麥克風，然後重新撥打。',
    micDeniedInWindow: 'PolyChat 的視窗無權使用麥克風：在 Linux 上，系統的網頁檢視只透過 PolyChat 的麥克風模組才允許，而此安裝沒有該模組或已將其關閉。請用 POLYCHAT_WINDOW_HOST=browser 啟動 PolyChat，以取得會徵求你同意的視窗，然後重新撥打。',
    noMic: '找不到麥克風。請連接一個後重新撥打。',
    micFailed: '無法啟動麥克風。',
    noKey: '語音通話需要你自己的 OpenAI 或 Azure 金鑰。請在設定中新增。',
    unauthorized: '存取碼錯誤或未填寫。請在存取頁面輸入後重新撥打。',
    forbidden: '此伺服器不允許使用這個模型。',
    busy: '目前開啟的通話過多。請稍後再試。',
    notConfigured: '此伺服器沒有這個供應商的金鑰。請在設定中新增你自己的金鑰，或聯絡管理員。',
    unreachable: '無法連線到語音服務。請檢查模型、金鑰和網路連線。',
    tooLong: '通話已達允許的最長時間，已結束。',
    tooMuch: '通話傳送的資料超過伺服器允許的上限，已結束。',
    lost: '連線已中斷。',
    provider: '語音服務回報了一個問題。',
  },
};
