import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: '知识库',
    actionOn: '知识库（{{count}}）',
  },
  compare: {
    action: '同时询问多个模型',
    typeFirst: '请先输入问题，再同时询问多个模型',
  },
  webSearch: {
    toggle: {
      on: '联网搜索：开',
      off: '联网搜索：关',
      notSetUp: '联网搜索尚未设置：请在设置中选择搜索服务',
    },
    by: {
      label: '模型自带搜索',
      app: '由应用搜索',
      model: '由 {{model}} 自行搜索',
      onlyModel: '未设置搜索服务：由 {{model}} 自行搜索',
    },
  },
  dictate: {
    dictate: '听写',
    listening: '正在聆听…',
    transcribing: '正在把你说的话写下来…',
    level: '麦克风音量',
  },
};
