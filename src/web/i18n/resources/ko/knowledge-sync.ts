import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: '다른 기기에 있음',
  elsewhereHint: '이 파일의 텍스트는 추가한 기기에만 있어요. 여기서도 검색하려면 두 기기 모두에서 설정 → 동기화의 문서 포함을 켜세요.',
  webPage: '웹 페이지',
  addPage: '웹 페이지 추가',
  pageAddress: '웹 페이지 주소',
  readingPage: '{{url}} 읽는 중…',
  pageFailure: {
    'invalid-url': '웹 주소가 아니에요. https://example.com/page 같은 주소를 입력하세요.',
    blocked_address: '서버는 이 주소를 읽지 않아요. 공개된 웹 페이지가 아니에요.',
    timeout: '페이지 응답이 너무 오래 걸렸어요. 나중에 다시 시도하세요.',
    too_large: '페이지가 너무 커서 읽을 수 없어요.',
    bad_status: '사이트가 오류로 응답했어요({{status}}).',
    unsupported_type: '이 주소는 웹 페이지도, 읽을 수 있는 문서도 아니에요.',
    unreadable: '페이지에 읽을 수 있는 텍스트가 없어요.',
    unreachable: '페이지에 연결할 수 없어요. 주소와 연결을 확인하세요.',
    too_many_redirects: '페이지가 너무 많이 리디렉션되어 읽을 수 없어요.',
    unauthorized: '서버가 페이지를 읽기 전에 액세스 코드를 요구해요. 설정에서 입력하세요.',
    refused: '서버가 페이지 읽기를 거부했어요.',
    badAnswer: '서버의 응답을 이해할 수 없어요.',
  },
  includeDocuments: {
    title: '문서 포함',
    subTitle: '지식 베이스 파일의 텍스트도 업로드해요: 현재 {{size}}, 최대 {{max}}. 이름과 파일 목록은 항상 동기화돼요.',
  },
};
