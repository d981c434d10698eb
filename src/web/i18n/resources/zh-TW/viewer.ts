import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: '載入中…',
  openApp: '開啟 PolyChat',
  failed: '無法載入。請檢查網路連線後再試一次。',
  retry: '再試一次',
  artifact: {
    title: '作品',
    subtitle: '分享自 PolyChat。它在沙箱中執行，與應用程式隔離。',
    frame: '分享的作品',
    notFound: '此作品不存在，或連結已過期。',
    download: '下載',
    copyLink: '複製連結',
  },
  share: {
    title: '分享的對話',
    subtitle_one: '{{count}} 則訊息，分享於 {{date}}',
    subtitle_other: '{{count}} 則訊息，分享於 {{date}}',
    notFound: '這段分享的對話不存在，或連結已過期。',
    continue: '繼續這段對話',
    continued: '已將這段對話加入你的對話列表。',
    footer: '分享自 <link>PolyChat</link>，一款支援多家服務商的開源 AI 對話用戶端。',
    roles: { human: '你', gpt: '助理' },
  },
};
