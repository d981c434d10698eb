import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: '돌아가기',
  skip: '바로 시작',
  neverShow: '다시 보지 않기',
  confirmNeverShow: '마스크 선택 화면을 더 이상 표시하지 않을까요? 새 채팅이 바로 시작되며, 설정에서 언제든 다시 켤 수 있어요.',
  title: '마스크 선택',
  subtitle: '마스크 뒤에 숨은 영혼과 채팅해 보세요',
  more: '더 찾아보기',
  masks: '마스크',
};
