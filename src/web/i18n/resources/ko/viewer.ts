import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: '불러오는 중…',
  openApp: 'PolyChat 열기',
  failed: '불러올 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  retry: '다시 시도',
  artifact: {
    title: '아티팩트',
    subtitle: 'PolyChat에서 공유했어요. 앱과 분리된 샌드박스에서 실행돼요.',
    frame: '공유된 아티팩트',
    notFound: '이 아티팩트가 없거나 링크가 만료되었어요.',
    download: '다운로드',
    copyLink: '링크 복사',
  },
  share: {
    title: '공유된 채팅',
    subtitle_one: '메시지 {{count}}개 · {{date}}에 공유됨',
    subtitle_other: '메시지 {{count}}개 · {{date}}에 공유됨',
    notFound: '이 공유 채팅이 없거나 링크가 만료되었어요.',
    continue: '이 채팅 이어가기',
    continued: '채팅을 내 채팅 목록에 추가했어요.',
    footer: '<link>PolyChat</link>에서 공유했어요. 여러 제공자를 지원하는 오픈 소스 AI 채팅 클라이언트예요.',
    roles: { human: '나', gpt: '어시스턴트' },
  },
};
