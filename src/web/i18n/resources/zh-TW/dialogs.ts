import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: '回報此錯誤',
    clearAll: '清除所有資料',
    details: '錯誤詳細資訊',
  },
  modal: {
    maximise: '最大化',
    restore: '還原',
    close: '關閉',
  },
  password: {
    show: '顯示密碼',
    hide: '隱藏密碼',
  },
  fullscreen: {
    enter: '全螢幕',
    exit: '結束全螢幕',
  },
  selector: {
    label: '選取',
    filter: '篩選',
    noResults: '沒有符合的項目',
    done: '完成',
    selected_one: '已選取 {{count}} 項',
    selected_other: '已選取 {{count}} 項',
  },
  imageViewer: {
    title: '圖片',
    download: '下載',
    copy: '複製圖片',
    unavailable: '這張圖片已不再保存。',
  },
  questions: {
    deleteChat: '要刪除對話「{{topic}}」嗎？',
    clearAllData: '確定要清除所有資料嗎？系統會先下載一份完整的備份檔案。',
  },
};
