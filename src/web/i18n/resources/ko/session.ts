import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '채팅을 삭제했어요',
  revert: '되돌리기',
  deleteChat: '채팅 삭제',
  confirmDelete: '‘{{topic}}’ 채팅을 삭제할까요?',
  drag: {
    instructions:
      '채팅 순서를 바꾸려면 Space 키로 채팅을 집고 화살표 키로 옮긴 다음, Space 키나 Enter 키로 내려놓으세요. 취소하려면 Escape 키를 누르세요.',
    start: '‘{{topic}}’ 채팅을 집었어요. 현재 위치: {{count}}개 중 {{position}}번째.',
    over: '‘{{topic}}’ 채팅이 {{count}}개 중 {{position}}번째 위치에 있어요.',
    end: '‘{{topic}}’ 채팅을 {{count}}개 중 {{position}}번째 위치에 놓았어요.',
    cancel: '‘{{topic}}’ 채팅 이동을 취소했어요.',
  },
  header: {
    edit: '채팅 편집',
    more: '채팅 작업 더보기',
  },
  fork: {
    action: '여기서 분기',
    done: '여기까지의 메시지로 새 채팅을 만들었어요',
    topic: '{{topic}} (분기)',
  },
};
