import type { Glossary } from '../../glossary';

/** The product's own words in Brazilian Portuguese, used the same way everywhere. A chat is a
 * "conversa" (the stem also covers "conversar", "Converse"); "prompt" and "plugin" are the words
 * Brazilian users and apps use. */
export const glossary: Glossary = {
  mask: { text: 'máscar' },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'sincroniz' },
  'access code': { text: 'código de acesso' },
  model: { text: 'model' },
  chat: { text: 'convers' },
  settings: { text: 'configura' },
};
