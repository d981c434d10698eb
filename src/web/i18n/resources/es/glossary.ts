import type { Glossary } from '../../glossary';

/** The product's own words in neutral Spanish, used the same way everywhere. "Chat" and
 * "prompt" are the words Spanish-language AI apps use; a plugin is a "complemento", as in
 * ChatGPT's Spanish interface. */
export const glossary: Glossary = {
  mask: { text: 'máscar' },
  prompt: { text: 'prompt' },
  plugin: { text: 'complement' },
  sync: { text: 'sincroniz' },
  'access code': { text: 'código de acceso' },
  model: { text: 'model' },
  chat: { text: 'chat' },
  settings: { text: 'configuraci' },
};
