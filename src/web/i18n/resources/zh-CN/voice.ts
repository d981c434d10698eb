import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: '朗读',
  pause: '暂停朗读',
  resume: '继续朗读',
  stop: '停止朗读',
  dictate: '听写',
  listening: '正在聆听…',
  transcribing: '正在把你说的话写下来…',
  level: '麦克风音量',
  readFailed: '无法朗读这条回复。{{reason}}',
  dictationFailed: '无法把听写转成文字。{{reason}}',
  failure: {
    denied: 'PolyChat 没有使用麦克风的权限。请在浏览器的网站设置中允许后重试。',
    noDevice: '没有找到麦克风。请连接一个后重试。',
    microphone: '无法打开麦克风，可能有其他应用正在使用。',
    auth: '语音服务商拒绝了密钥。请在设置中检查。',
    busy: '语音服务商繁忙。请稍后重试。',
    failed: '语音服务商无法完成。请重试，或在设置中选择其他语音服务商。',
    unreachable: '无法连接语音服务商。请检查网络后重试。',
    setup: '语音服务商的设置不完整。请在设置中补全。',
    unsupported: '此浏览器无法独自完成。请在设置中选择 OpenAI 或 Azure 作为语音服务商。',
  },
  settings: {
    title: '语音',
    provider: {
      title: '语音服务商',
      subTitle: '谁来朗读回复、把听写转成文字。浏览器自带的语音无需密钥。',
      browser: '此浏览器',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: '语音合成模型', subTitle: '用于朗读的 OpenAI 模型或 Azure 部署名称' },
    voice: { title: '音色' },
    speed: { title: '语速', subTitle: '1 为正常，范围 0.25 到 4' },
    transcriptionModel: { title: '转写模型', subTitle: '用于把听写转成文字的 OpenAI 模型或 Azure 部署名称' },
    readReplies: { title: '朗读每条回复', subTitle: '每条新回复一边到达一边朗读' },
    dictationMode: {
      title: '听写',
      push: '按住说话：说话时按住按钮',
      handsFree: '免提：按一次，你停顿时自动结束',
    },
    sendDictation: { title: '听写后立即发送', subTitle: '否则文字会留在输入框中供你编辑' },
  },
  shortcut: '听写（按住即按住说话）',
};
