import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: '지식',
    actionOn: '지식({{count}})',
  },
  compare: {
    action: '여러 모델에 질문',
    typeFirst: '먼저 질문을 입력한 다음 여러 모델에 질문하세요',
  },
  webSearch: {
    toggle: {
      on: '웹 검색: 켜짐',
      off: '웹 검색: 꺼짐',
      notSetUp: '웹 검색이 설정되지 않았습니다: 설정에서 검색 서비스를 선택하세요',
    },
    by: {
      label: '모델 자체 검색',
      app: '앱이 검색',
      model: '{{model}}이(가) 직접 검색',
      onlyModel: '검색 서비스가 설정되지 않아 {{model}}이(가) 직접 검색합니다',
    },
  },
  dictate: {
    dictate: '받아쓰기',
    listening: '듣는 중…',
    transcribing: '말한 내용을 적는 중…',
    level: '마이크 음량',
  },
};
