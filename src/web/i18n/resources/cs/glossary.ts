import type { Glossary } from '../../glossary';

/** The product's own words in Czech, used the same way everywhere. Stems, since Czech inflects:
 * "mask" matches maska/masky/masku (the genitive plural "masek" is listed beside it), "prompt"
 * prompty/promptů, "chat" chaty/chatu/chatujte, "synchroniz" synchronizace/synchronizovat,
 * "nastaven" nastavení. Czech AI apps say "prompt", "plugin" and "chat" as they are. */
export const glossary: Glossary = {
  mask: { text: 'mask', also: ['masek'] },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'synchroniz' },
  'access code': { text: 'přístupov' },
  model: { text: 'model' },
  chat: { text: 'chat' },
  settings: { text: 'nastaven' },
};
