import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: '朗讀',
  pause: '暫停朗讀',
  resume: '繼續朗讀',
  stop: '停止朗讀',
  dictate: '聽寫',
  listening: '正在聆聽…',
  transcribing: '正在把你說的話寫下來…',
  level: '麥克風音量',
  readFailed: '無法朗讀這則回覆。{{reason}}',
  dictationFailed: '無法把聽寫轉成文字。{{reason}}',
  failure: {
    denied: 'PolyChat 沒有使用麥克風的權限。請在瀏覽器的網站設定中允許後再試一次。',
    noDevice: '找不到麥克風。請連接一個後再試一次。',
    microphone: '無法開啟麥克風，可能有其他應用程式正在使用。',
    auth: '語音服務商拒絕了金鑰。請在設定中檢查。',
    busy: '語音服務商忙碌中。請稍後再試。',
    failed: '語音服務商無法完成。請再試一次，或在設定中選擇其他語音服務商。',
    unreachable: '無法連線到語音服務商。請檢查網路後再試一次。',
    setup: '語音服務商的設定不完整。請在設定中補齊。',
    unsupported: '此瀏覽器無法自行完成。請在設定中選擇 OpenAI 或 Azure 作為語音服務商。',
  },
  settings: {
    title: '語音',
    provider: {
      title: '語音服務商',
      subTitle: '由誰朗讀回覆、把聽寫轉成文字。瀏覽器內建的語音不需要金鑰。',
      browser: '此瀏覽器',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: '語音合成模型', subTitle: '用於朗讀的 OpenAI 模型或 Azure 部署名稱' },
    voice: { title: '音色' },
    speed: { title: '語速', subTitle: '1 為正常，範圍 0.25 到 4' },
    transcriptionModel: { title: '轉寫模型', subTitle: '用於把聽寫轉成文字的 OpenAI 模型或 Azure 部署名稱' },
    readReplies: { title: '朗讀每則回覆', subTitle: '每則新回覆一邊送達一邊朗讀' },
    dictationMode: {
      title: '聽寫',
      push: '按住說話：說話時按住按鈕',
      handsFree: '免持：按一次，你停頓時自動結束',
    },
    sendDictation: { title: '聽寫後立即送出', subTitle: '否則文字會留在輸入框中供你編輯' },
  },
  shortcut: '聽寫（按住即按住說話）',
};
