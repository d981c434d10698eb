import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: '语音通话',
  title: '与 {{model}} 语音通话',
  status: {
    connecting: '正在连接…',
    listening: '正在听',
    answering: '正在回答',
    muted: '已静音',
    ended: '通话已结束',
  },
  hint: '准备好后请说话。在回答时开口即可打断它。',
  transcript: '文字记录',
  you: '你',
  assistant: '助手',
  mute: '静音',
  end: '挂断',
  typeLabel: '文字消息',
  typePlaceholder: '或在此输入…',
  send: '发送',
  problem: {
    micDenied: '麦克风被阻止。请在浏览器的网站设置中允许 PolyChat 使用麦克风，然后重新拨打。',
    micDeniedInWindow: 'PolyChat 的窗口无权使用麦克风：在 Linux 上，系统的网页视图只通过 PolyChat 的麦克风模块才允许，而此安装没有该模块或已将其关闭。请用 POLYCHAT_WINDOW_HOST=browser 启动 PolyChat，以获得会征求你同意的窗口，然后重新呼叫。',
    noMic: '未找到麦克风。请连接一个后重新拨打。',
    micFailed: '无法启动麦克风。',
    noKey: '语音通话需要你自己的 OpenAI 或 Azure 密钥。请在设置中添加。',
    unauthorized: '访问码错误或未填写。请在访问页面输入后重新拨打。',
    forbidden: '此服务器不允许使用该模型。',
    busy: '当前打开的通话过多。请稍后再试。',
    notConfigured: '此服务器没有该服务商的密钥。请在设置中添加你自己的密钥，或联系管理员。',
    unreachable: '无法连接语音服务。请检查模型、密钥和网络连接。',
    tooLong: '通话已达到允许的最长时长，已结束。',
    tooMuch: '通话发送的数据超过服务器允许的上限，已结束。',
    lost: '连接已断开。',
    provider: '语音服务报告了一个问题。',
  },
};
