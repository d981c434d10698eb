import type { Glossary } from '../../glossary';

/** The product's own words in Italian, used the same way everywhere. Italian chat apps say « chat »
 * (feminine, invariable), « prompt » and « plugin » (invariable); a mask is a « maschera ». */
export const glossary: Glossary = {
  mask: { text: 'masche' },
  prompt: { text: 'prompt' },
  plugin: { text: 'plugin' },
  sync: { text: 'sincronizz' },
  'access code': { text: 'codice di accesso', also: ['codici di accesso'] },
  model: { text: 'modell' },
  chat: { text: 'chat' },
  settings: { text: 'impostazion' },
};
