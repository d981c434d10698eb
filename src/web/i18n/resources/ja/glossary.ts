import type { Glossary } from '../../glossary';

/** The product's own words in Japanese, used the same way everywhere: the katakana terms the
 * Japanese NextChat and the major chat apps use (マスク, プロンプト, プラグイン, チャット), with
 * 同期 and 設定 as iOS and Android write them. */
export const glossary: Glossary = {
  mask: { text: 'マスク' },
  prompt: { text: 'プロンプト' },
  plugin: { text: 'プラグイン' },
  sync: { text: '同期' },
  'access code': { text: 'アクセスコード' },
  model: { text: 'モデル' },
  chat: { text: 'チャット' },
  settings: { text: '設定' },
};
