import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: '코드 복사',
    expand: '{{lines}}줄 모두 보기',
    collapse: '접기',
    plainText: '텍스트',
  },
  mermaid: {
    drawing: '다이어그램을 그리는 중…',
    failed: '다이어그램을 그릴 수 없어 소스를 대신 표시해요.',
  },
  remoteImage: {
    label: '{{host}}의 이미지',
    withAlt: '‘{{alt}}’: {{host}}의 이미지(불러오지 않음)',
    withoutAlt: '{{host}}의 이미지(불러오지 않음)',
    load: '이미지 불러오기',
    always: '{{host}}에서 항상 불러오기',
  },
  artifact: {
    label: '{{kind}} 아티팩트',
    views: '보기',
    preview: '미리보기',
    code: '코드',
    frameTitle: '{{kind}} 미리보기',
    download: '다운로드',
    copy: '복사',
    share: '공유',
    shared: '링크를 복사했어요: {{link}}',
    shareFailed: '공유하지 못했어요',
    tooLarge: '이 아티팩트는 1MB를 넘어서 공유할 수 없어요.',
  },
};
