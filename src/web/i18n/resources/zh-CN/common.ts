import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: '确认',
  cancel: '取消',
  close: '关闭',
  save: '保存',
  delete: '删除',
  edit: '编辑',
  add: '新增',
  back: '返回',
  loading: '加载中',
  chooseAvatar: '选择头像',
  copy: '复制',
  copySuccess: '已写入剪贴板',
  copyFailed: '复制失败，请赋予剪贴板权限',
  downloadSuccess: '下载成功',
  downloadFailed: '下载失败',
};
