import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: '불러오는 중…',
  defaultTopic: '새 채팅',
  sidebar: {
    label: '사이드바',
    subtitle: '사용하는 모든 모델과 한곳에서 채팅하세요.',
    chats: '채팅',
    newChat: '새 채팅',
    masks: '마스크',
    settings: '설정',
    sync: { running: '동기화 중…', success: '{{time}}에 동기화됨', failed: '동기화 실패: 설정 → 동기화를 확인하세요' },
    discovery: '탐색',
    resize: '사이드바 크기 조절',
    noChats: '아직 채팅이 없어요',
    messageCount_one: '메시지 {{count, number}}개',
    messageCount_other: '메시지 {{count, number}}개',
  },
  nav: {
    back: '뒤로',
  },
  errorBoundary: {
    title: '앗, 문제가 발생했어요',
    report: '이 오류 신고하기',
    clearAll: '모든 데이터 삭제',
    details: '오류 세부정보',
  },
  storage: {
    skippedRecords_one: '저장된 레코드 {{count}}개를 읽을 수 없어 건너뛰었어요.',
    skippedRecords_other: '저장된 레코드 {{count}}개를 읽을 수 없어 건너뛰었어요.',
    unavailable: '로컬 저장소를 사용할 수 없어요. 이 페이지를 닫으면 변경 사항이 유지되지 않아요.',
    writeFailed: '저장하지 못했어요: {{message}}',
  },
  serverConfig: {
    unreadable: '서버 설정을 읽을 수 없어 접근 규칙과 모델이 빠져 있습니다. 페이지를 새로 고치세요. 계속 이러면 관리자에게 알려 주세요.',
  },
};
