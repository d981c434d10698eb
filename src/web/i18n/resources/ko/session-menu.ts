import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: '채팅 편집',
    topic: '주제',
    topicHint: '채팅 목록에 표시돼요. 비워 두면 기본 주제를 사용해요.',
    done: '완료',
  },
  menu: {
    regenerateTitle: '제목 다시 생성',
    clearContext: '컨텍스트 지우기',
    revertClear: '지운 컨텍스트 되돌리기',
    reset: '채팅 초기화',
    stats: '통계',
    summary: '기록 요약',
  },
  title: {
    working: '모델에게 제목을 요청하는 중…',
    updated: '새 제목: {{topic}}',
    empty: '모델이 제목을 주지 않아 기존 주제를 유지했어요.',
    failed: '제목을 생성하지 못했어요: {{message}}',
  },
  reset: {
    confirm: '이 채팅을 초기화할까요? 메시지와 기록 요약은 삭제되고, 프리셋 컨텍스트는 유지돼요.',
    done: '채팅을 초기화했어요',
  },
  stats: {
    usage: '제공업체가 보고한 토큰: 입력 {{input}}, 출력 {{output}}',
    cost: '약 {{cost}}',
    costBelow: '< {{cost}}',
    title: '통계',
    messages: '메시지',
    tokens: '예상 토큰 수',
    words: '단어 수',
    characters: '글자 수',
    note: '이 채팅의 메시지를 기준으로, 앱이 컨텍스트 분량을 계산할 때 쓰는 것과 같은 방식으로 추정했어요.',
  },
  summary: {
    now: '지금 요약',
    working: '대화를 요약하는 중…',
    updated: '기록 요약을 업데이트했어요.',
    empty: '모델이 요약 없이 응답했어요.',
    title: '기록 요약',
    none: '아직 요약이 없어요. 마지막 요약 이후의 메시지가 예상 토큰 {{threshold}}개를 넘고 ‘메모리 전송’이 켜져 있으면 모델에게 요약을 요청해요.',
    memoryOff: '이 채팅에서는 ‘메모리 전송’이 꺼져 있어요. 요약을 작성하거나 보내지 않아요.',
    covers_one: '이 채팅의 첫 번째 메시지를 요약한 내용이에요.',
    covers_other: '이 채팅의 처음 {{count}}개 메시지를 요약한 내용이에요.',
    sent: '대화의 메모리로 요청마다 함께 전송돼요.',
    notSent: '전송 안 됨: 요약 범위보다 뒤인 {{clearIndex}}번째 메시지 이후에 컨텍스트가 지워졌어요.',
  },
  json: {
    export: '채팅을 JSON으로 내보내기',
    import: 'JSON에서 채팅 가져오기',
    imported: '‘{{topic}}’ 채팅을 가져왔어요',
  },
};
