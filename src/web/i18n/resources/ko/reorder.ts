import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    '채팅 순서를 바꾸려면 Space 키로 채팅을 집고 화살표 키로 옮긴 다음, Space 키나 Enter 키로 내려놓으세요. 취소하려면 Escape 키를 누르세요.',
  start: '‘{{topic}}’ 채팅을 집었어요. 현재 위치: {{count}}개 중 {{position}}번째.',
  over: '‘{{topic}}’ 채팅이 {{count}}개 중 {{position}}번째 위치에 있어요.',
  end: '‘{{topic}}’ 채팅을 {{count}}개 중 {{position}}번째 위치에 놓았어요.',
  cancel: '‘{{topic}}’ 채팅 이동을 취소했어요.',
};
