import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: '確認',
  cancel: '取消',
  close: '關閉',
  save: '儲存',
  delete: '刪除',
  edit: '編輯',
  add: '新增',
  back: '返回',
  loading: '載入中',
  chooseAvatar: '選擇頭像',
  copy: '複製',
  copySuccess: '已複製到剪貼簿',
  copyFailed: '無法複製，請允許存取剪貼簿',
  downloadSuccess: '下載完成',
  downloadFailed: '下載失敗',
};
