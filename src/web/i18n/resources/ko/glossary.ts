import type { Glossary } from '../../glossary';

/** The product's own words in Korean, used the same way everywhere: the terms the Korean NextChat
 * and the major chat apps use (마스크, 프롬프트, 플러그인, 채팅), with 동기화 and 설정 as iOS and
 * Android write them. A conversation is 대화, but the product's "chat" is always 채팅. */
export const glossary: Glossary = {
  mask: { text: '마스크' },
  prompt: { text: '프롬프트' },
  plugin: { text: '플러그인' },
  sync: { text: '동기화' },
  'access code': { text: '액세스 코드' },
  model: { text: '모델' },
  chat: { text: '채팅' },
  settings: { text: '설정' },
};
