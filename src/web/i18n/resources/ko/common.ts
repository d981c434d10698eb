import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  save: '저장',
  delete: '삭제',
  edit: '편집',
  add: '추가',
  back: '뒤로',
  loading: '불러오는 중',
  chooseAvatar: '아바타 선택',
  copy: '복사',
  copySuccess: '클립보드에 복사했어요',
  copyFailed: '복사하지 못했어요. 클립보드 접근 권한을 허용해 주세요',
  downloadSuccess: '다운로드했어요',
  downloadFailed: '다운로드하지 못했어요',
};
