import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: '이 오류 신고하기',
    clearAll: '모든 데이터 삭제',
    details: '오류 세부정보',
  },
  modal: {
    maximise: '최대화',
    restore: '이전 크기로',
    close: '닫기',
  },
  password: {
    show: '비밀번호 표시',
    hide: '비밀번호 숨기기',
  },
  fullscreen: {
    enter: '전체 화면',
    exit: '전체 화면 종료',
  },
  selector: {
    label: '선택',
    filter: '필터',
    noResults: '일치하는 항목이 없어요',
    done: '완료',
    selected_one: '{{count}}개 선택됨',
    selected_other: '{{count}}개 선택됨',
  },
  imageViewer: {
    title: '이미지',
    download: '다운로드',
    copy: '이미지 복사',
    unavailable: '이 이미지는 더 이상 저장되어 있지 않아요.',
  },
  questions: {
    deleteChat: '‘{{topic}}’ 채팅을 삭제할까요?',
    clearAllData: '모든 데이터를 삭제할까요? 삭제하기 전에 전체 데이터의 백업 파일이 먼저 다운로드돼요.',
  },
};
