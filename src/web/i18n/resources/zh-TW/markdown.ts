import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: '複製程式碼',
    expand: '顯示全部 {{lines}} 行',
    collapse: '收合',
    plainText: '純文字',
  },
  mermaid: {
    drawing: '正在繪製圖表…',
    failed: '無法繪製圖表，以下是原始碼。',
  },
  remoteImage: {
    label: '來自 {{host}} 的圖片',
    withAlt: '「{{alt}}」：來自 {{host}} 的圖片，尚未載入',
    withoutAlt: '來自 {{host}} 的圖片，尚未載入',
    load: '載入圖片',
    always: '一律載入 {{host}} 的圖片',
  },
  artifact: {
    label: '{{kind}} 作品',
    views: '檢視方式',
    preview: '預覽',
    code: '程式碼',
    frameTitle: '{{kind}} 預覽',
    download: '下載',
    copy: '複製',
    share: '分享',
    shared: '已複製連結：{{link}}',
    shareFailed: '分享失敗',
    tooLarge: '此作品超過 1 MB，無法分享。',
  },
};
