import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: '同时询问多个模型',
  pickNote: '选择二到四个模型。每个模型都会回答你的问题，回答并排显示。',
  filter: '筛选模型',
  models: '模型',
  chosen: '已选：{{count}} / {{max}}',
  ask: '询问所选模型',
  cancel: '取消',
  answers: '多个模型的回答',
  choose: '选择此回答',
  waiting: '正在等待第一个字…',
  firstToken: '首字用时 {{time}}',
  rate: '每秒 {{rate}} 个 token',
  rateEstimated: '每秒约 {{rate}} 个 token',
  cost: '费用 {{cost}}',
  costUnknown: '费用未知',
};
