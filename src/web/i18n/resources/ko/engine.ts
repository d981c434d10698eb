import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: '중지됨: 모델이 {{rounds}}회가 지나도 도구를 계속 호출했어요.',
  requestWorkerStopped: '앱 내부에서 모델과의 연결이 끊겼어요. 메시지를 다시 보내 주세요.',
  replying: '{{model}}이(가) 답변하는 중…',
  replied: '{{model}}의 답변: {{text}}',
  workerStopped: '앱의 백그라운드 작업이 멈췄어요. 다시 시도해 주세요.',
  workerTimedOut: '앱의 백그라운드 작업이 제시간에 응답하지 않았어요. 다시 시도해 주세요.',
};
