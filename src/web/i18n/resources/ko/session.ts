import type { session as en } from '../en/session';
import type { LocaleShape } from '../../locale-shape';

export const session: LocaleShape<typeof en> = {
  deleted: '채팅을 삭제했어요',
  revert: '되돌리기',
  deleteChat: '채팅 삭제',
  header: {
    edit: '채팅 편집',
    more: '채팅 작업 더보기',
  },
};
