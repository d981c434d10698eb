import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: '키보드 단축키',
  send: '메시지 보내기',
  newline: '메시지에서 줄 바꾸기',
  prompts: '메시지 맨 앞에서: 프롬프트 검색',
  commands: '메시지 맨 앞에서: 명령 사용',
  recall: '입력란이 비어 있을 때: 마지막 메시지 다시 불러오기',
  switchChat: '이전 또는 다음 채팅으로 이동',
  reorder: '목록에서 포커스된 채팅을 집어 화살표 키로 옮기고 스페이스 키로 놓기',
  close: '대화 상자, 메뉴 또는 제안 닫기',
  help: '이 단축키 보기',
  space: '스페이스',
};
