import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: '프롬프트',
  subtitle: '기본 제공 {{builtin}}개, 사용자 정의 {{user}}개',
  search: '프롬프트 검색',
  add: '프롬프트 추가',
  edit: '프롬프트 편집',
  view: '프롬프트 보기',
  delete: '프롬프트 삭제',
  use: '사용',
  confirmDelete: '‘{{title}}’ 프롬프트를 삭제할까요?',
  titleLabel: '제목',
  contentLabel: '내용',
  empty: '검색과 일치하는 프롬프트가 없어요.',
  user: '내 프롬프트',
  builtin: '기본 제공',
};
