import type { Glossary } from '../../glossary';

/** The product's own words in Slovak, used the same way everywhere. Stems, since Slovak inflects:
 * "mask" matches maska/masky/masku (the genitive plural "masiek" is listed beside it), "prompt"
 * prompty/promptov, "chat" chaty/chatu/chatujte, "synchroniz" synchronizácia/synchronizovať,
 * "nastaven" nastavenia/nastaveniach. Slovak AI apps say "prompt", "plugin" and "chat" as they are. */
export const glossary: Glossary = {
  mask: { text: 'mask', also: ['masiek'] },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'synchroniz' },
  'access code': { text: 'prístupov' },
  model: { text: 'model' },
  chat: { text: 'chat' },
  settings: { text: 'nastaven' },
};
