import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: '여러 모델에 질문',
  pickNote: '모델을 2~4개 고르세요. 각 모델이 질문에 답하고, 답변이 나란히 표시됩니다.',
  filter: '모델 필터',
  models: '모델',
  chosen: '선택됨: {{count}} / {{max}}',
  ask: '선택한 모델에 질문',
  cancel: '취소',
  answers: '여러 모델의 답변',
  choose: '이 답변 선택',
  waiting: '첫 단어를 기다리는 중…',
  firstToken: '첫 단어까지 {{time}}',
  rate: '초당 {{rate}} 토큰',
  rateEstimated: '초당 약 {{rate}} 토큰',
  cost: '비용 {{cost}}',
  costUnknown: '비용 알 수 없음',
};
