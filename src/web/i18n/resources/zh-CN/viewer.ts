import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: '加载中…',
  openApp: '打开 PolyChat',
  failed: '无法加载，请检查网络后重试。',
  retry: '重试',
  artifact: {
    title: '作品',
    subtitle: '来自 PolyChat 的分享，在与应用隔离的沙箱中运行。',
    frame: '分享的作品',
    notFound: '该作品不存在，或链接已过期。',
    download: '下载',
    copyLink: '复制链接',
  },
  share: {
    title: '分享的对话',
    subtitle_one: '{{count}} 条消息，分享于 {{date}}',
    subtitle_other: '{{count}} 条消息，分享于 {{date}}',
    notFound: '该对话不存在，或链接已过期。',
    continue: '继续这段对话',
    continued: '该对话已添加到你的聊天列表。',
    footer: '分享自 <link>PolyChat</link>，一款支持多家服务商的开源 AI 聊天客户端。',
    roles: { human: '你', gpt: '助手' },
  },
};
