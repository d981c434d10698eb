import type { Glossary } from '../../glossary';

/** The product's own words in Indonesian, used the same way everywhere. "Chat", "prompt", "plugin"
 * and "model" stay as Indonesian chat apps keep them; a mask is a "topeng" (a persona's mask, not
 * the "masker" one wears for health); "sinkron" is the stem of sinkronisasi and sinkronkan, and
 * "menyinkronkan" drops its s. */
export const glossary: Glossary = {
  mask: { text: 'topeng' },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'sinkron', also: ['menyinkronkan'] },
  'access code': { text: 'kode akses' },
  model: { text: 'model' },
  chat: { text: 'chat' },
  settings: { text: 'pengaturan' },
};
