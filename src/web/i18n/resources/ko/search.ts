import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: '채팅 검색',
  subtitle_one: '메시지 {{count, number}}개 색인됨',
  subtitle_other: '메시지 {{count, number}}개 색인됨',
  label: '메시지 검색',
  placeholder: '모든 채팅의 모든 메시지 검색',
  building: '채팅을 색인하는 중…',
  failed: '검색을 사용할 수 없어요. 색인을 만들지 못했어요.',
  hint: '단어를 하나 이상 입력하세요. 모든 단어가 포함된 메시지를 관련도가 높은 순서로 보여 드려요.',
  results_one: '메시지 {{count, number}}개를 찾았어요',
  results_other: '메시지 {{count, number}}개를 찾았어요',
  resultsCapped: '메시지 {{total, number}}개를 찾았어요. 관련도가 가장 높은 {{count}}개를 표시해요',
  resultsLabel: '검색 결과',
  noResult: '‘{{query}}’에 해당하는 메시지가 없어요.',
  noResultHint: '맞춤법을 확인하거나 더 적고 짧은 단어로 검색해 보세요.',
  noData: '아직 채팅 기록이 없어요. 채팅을 시작하면 여기에서 메시지를 검색할 수 있어요.',
  roles: {
    user: '나',
    assistant: '어시스턴트',
    system: '시스템',
    tool: '도구',
  },
  error: '오류',
};
