import type { Glossary } from '../../glossary';

/** The product's own words in Vietnamese, used the same way everywhere: "mặt nạ" as the reference
 * client's Vietnamese has it, "lời nhắc" as ChatGPT and Copilot say, and "plugin" kept as apps keep it. */
export const glossary: Glossary = {
  mask: { text: 'mặt nạ' },
  prompt: { text: 'lời nhắc' },
  plugin: { text: 'plugin' },
  sync: { text: 'đồng bộ' },
  'access code': { text: 'mã truy cập' },
  model: { text: 'mô hình' },
  chat: { text: 'trò chuyện' },
  settings: { text: 'cài đặt' },
};
