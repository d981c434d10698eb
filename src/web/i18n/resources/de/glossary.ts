import type { Glossary } from '../../glossary';

/** The product's own words in German, used the same way everywhere. German apps say "Chat",
 * "Prompt" and "Plugin" as in English; "Sync" stands for Synchronisierung in short compounds
 * (Sync-Dienst), and the stem "Synchron" covers synchronisiert and synchronisieren. */
export const glossary: Glossary = {
  mask: { text: 'Maske' },
  prompt: { text: 'Prompt' },
  plugin: { text: 'Plugin' },
  sync: { text: 'Synchron', also: ['Sync'] },
  'access code': { text: 'Zugangscode' },
  model: { text: 'Modell' },
  chat: { text: 'Chat' },
  settings: { text: 'Einstellung' },
};
