import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: '加载中…',
  defaultTopic: '新的聊天',
  sidebar: {
    label: '侧边栏',
    subtitle: '与你使用的每一个模型对话，尽在一处。',
    chats: '聊天',
    newChat: '新的聊天',
    masks: '面具',
    settings: '设置',
    sync: { running: '正在同步…', success: '已于 {{time}} 同步', failed: '同步失败：请查看 设置 → 云同步' },
    discovery: '发现',
    resize: '调整侧边栏宽度',
    noChats: '还没有聊天',
    messageCount_one: '{{count, number}} 条对话',
    messageCount_other: '{{count, number}} 条对话',
  },
  nav: {
    back: '返回',
  },
  errorBoundary: {
    title: '出错了',
    report: '报告这个错误',
    clearAll: '清除所有数据',
    details: '错误详情',
  },
  storage: {
    skippedRecords_one: '有 {{count}} 条本地记录无法读取，已跳过。',
    skippedRecords_other: '有 {{count}} 条本地记录无法读取，已跳过。',
    unavailable: '本地存储不可用：关闭页面后更改将不会保留。',
    writeFailed: '保存失败：{{message}}',
  },
  serverConfig: {
    unreadable: '无法读取服务器的设置，因此缺少其访问规则和模型。请重新加载页面；如果问题持续出现，请告知管理员。',
  },
};
