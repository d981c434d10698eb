import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: '複数のモデルに質問',
  pickNote: '2〜4 個のモデルを選んでください。それぞれが質問に答え、回答が横に並んで表示されます。',
  filter: 'モデルを絞り込む',
  models: 'モデル',
  chosen: '選択済み: {{count}} / {{max}}',
  ask: '選んだモデルに質問',
  cancel: 'キャンセル',
  answers: '複数のモデルの回答',
  choose: 'この回答を選ぶ',
  waiting: '最初の言葉を待っています…',
  firstToken: '最初の言葉まで {{time}}',
  rate: '毎秒 {{rate}} トークン',
  rateEstimated: '毎秒約 {{rate}} トークン',
  cost: '費用 {{cost}}',
  costUnknown: '費用不明',
};
