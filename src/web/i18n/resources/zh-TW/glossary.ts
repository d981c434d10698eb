import type { Glossary } from '../../glossary';

/** The product's own words in Traditional Chinese (Taiwan), used the same way everywhere. A mask
 * keeps the name the Traditional Chinese NextChat gives it (面具); a chat and a conversation are
 * both 對話, as in Taiwanese chat apps; a plugin is 外掛 and access is 存取, as Taiwan writes them. */
export const glossary: Glossary = {
  mask: { text: '面具' },
  prompt: { text: '提示詞' },
  plugin: { text: '外掛' },
  sync: { text: '同步' },
  'access code': { text: '存取碼' },
  model: { text: '模型' },
  chat: { text: '對話' },
  settings: { text: '設定' },
};
