import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: '知識庫',
    actionOn: '知識庫（{{count}}）',
  },
  compare: {
    action: '同時詢問多個模型',
    typeFirst: '請先輸入問題，再同時詢問多個模型',
  },
  webSearch: {
    toggle: {
      on: '網路搜尋：開',
      off: '網路搜尋：關',
      notSetUp: '網路搜尋尚未設定：請在設定中選擇搜尋服務',
    },
    by: {
      label: '模型自帶搜尋',
      app: '由應用程式搜尋',
      model: '由 {{model}} 自行搜尋',
      onlyModel: '未設定搜尋服務：由 {{model}} 自行搜尋',
    },
  },
  dictate: {
    dictate: '聽寫',
    listening: '正在聆聽…',
    transcribing: '正在把你說的話寫下來…',
    level: '麥克風音量',
  },
};
