import type { Glossary } from '../../glossary';

/** The product's own words in Norwegian Bokmål, used the same way everywhere. A chat is a
 * "samtale" (the verb stays "chatte"), a prompt a "ledetekst" as in Norwegian Microsoft and
 * Google products, a plugin a "tillegg"; the stems match every inflection (masker, modellen). */
export const glossary: Glossary = {
  mask: { text: 'mask' },
  prompt: { text: 'ledetekst' },
  plugin: { text: 'tillegg' },
  sync: { text: 'synkron' },
  'access code': { text: 'tilgangskode' },
  model: { text: 'modell' },
  chat: { text: 'samtale', also: ['chat'] },
  settings: { text: 'innstilling' },
};
