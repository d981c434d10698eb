import type { Glossary } from '../../glossary';

/** The product's own words in Turkish, used the same way everywhere. Turkish adds suffixes to the
 * stem (maskeyi, istemler, modelde, ayarlarda), so the stem is the word. A prompt is an «istem», as
 * Turkish AI products call it; its capital form is listed because "İ" lowercases to "i̇". */
export const glossary: Glossary = {
  mask: { text: 'maske' },
  prompt: { text: 'istem', also: ['İstem'] },
  plugin: { text: 'eklenti' },
  sync: { text: 'eşitle' },
  'access code': { text: 'erişim kod' },
  model: { text: 'model' },
  chat: { text: 'sohbet' },
  settings: { text: 'ayar' },
};
