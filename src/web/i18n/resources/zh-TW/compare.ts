import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: '同時詢問多個模型',
  pickNote: '選擇二到四個模型。每個模型都會回答你的問題，回答並排顯示。',
  filter: '篩選模型',
  models: '模型',
  chosen: '已選：{{count}} / {{max}}',
  ask: '詢問所選模型',
  cancel: '取消',
  answers: '多個模型的回答',
  choose: '選擇此回答',
  waiting: '正在等待第一個字…',
  firstToken: '首字用時 {{time}}',
  rate: '每秒 {{rate}} 個 token',
  rateEstimated: '每秒約 {{rate}} 個 token',
  cost: '費用 {{cost}}',
  costUnknown: '費用未知',
};
