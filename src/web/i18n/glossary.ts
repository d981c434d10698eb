// The product's own terms, translated once per language (resources/<language>/glossary.ts) and
// then used the same way in every string: i18n/completeness.test.ts checks that a string whose
// English has the term has the language's word for it.

/** English terms, matched as whole words in any case, plural "s" included. */
export const GLOSSARY_TERMS = ['mask', 'prompt', 'plugin', 'sync', 'access code', 'model', 'chat', 'settings'] as const;
type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

interface GlossaryEntry {
  /** The word, or its stem in languages that inflect it ("Mask" for Maske/Masken, "маск" for
   * маска/маски); matched in any case. */
  text: string;
  /** Other words a translation may use for the term where the main one reads badly. */
  also?: readonly string[];
  /** Key paths whose translation rightly goes without the word (a rephrasing). */
  except?: readonly string[];
}

export type Glossary = Record<GlossaryTerm, GlossaryEntry>;
