import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: '이미지 업로드',
  attachments: '첨부한 이미지',
  thumbnail: '이미지 {{index}}',
  remove: '이미지 {{index}} 삭제',
  processing: '이미지를 처리하는 중…',
  unavailable: '이미지를 표시할 수 없어요',
  errors: {
    notImage: '‘{{name}}’ 파일은 이미지가 아니에요.',
    decode: '‘{{name}}’ 이미지를 읽을 수 없어요.',
    heic: '‘{{name}}’ HEIC 이미지를 JPEG으로 변환하지 못했어요.',
    tooLarge: '‘{{name}}’ 이미지를 보낼 수 있는 크기로 줄이지 못했어요.',
    storage: '‘{{name}}’ 이미지를 저장하지 못했어요.',
    missing: '‘{{name}}’ 이미지가 더 이상 저장되어 있지 않아요.',
  },
};
