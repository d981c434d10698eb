import type { Glossary } from '../../glossary';

/** The product's own words in French, used the same way everywhere. A chat is a « conversation »
 * (« discuter » where the English uses the verb); prompts and plugins keep the words French users
 * of these apps use; model tokens stay « tokens », while an authentication token is a « jeton ». */
export const glossary: Glossary = {
  mask: { text: 'masque' },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'synchro' },
  'access code': { text: 'code d’accès', also: ['codes d’accès'] },
  model: { text: 'modèle' },
  chat: { text: 'conversation', also: ['discut', 'discussion'] },
  settings: { text: 'paramètre' },
};
