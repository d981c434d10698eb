import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: '报告这个错误',
    clearAll: '清除所有数据',
    details: '错误详情',
  },
  modal: {
    maximise: '最大化',
    restore: '还原',
    close: '关闭',
  },
  password: {
    show: '显示密码',
    hide: '隐藏密码',
  },
  fullscreen: {
    enter: '全屏',
    exit: '退出全屏',
  },
  selector: {
    label: '请选择',
    filter: '筛选',
    noResults: '没有匹配项',
    done: '完成',
    selected_one: '已选 {{count}} 项',
    selected_other: '已选 {{count}} 项',
  },
  imageViewer: {
    title: '图片',
    download: '下载',
    copy: '复制图片',
    unavailable: '这张图片已不在本地存储中。',
  },
  questions: {
    deleteChat: '确认删除对话“{{topic}}”？',
    clearAllData: '确认清除所有数据？清除前会先下载一份全部数据的备份文件。',
  },
};
