import type { Mask } from '../../../core/types';
import type { BuiltinMaskLang, BuiltinMasks } from './builtin-masks';

export type LangFilter = BuiltinMaskLang | 'all';

/** User masks first (newest first), then the built-in lists, the interface language's list first.
 * Hiding built-in masks is a setting of part 2; the language filter narrows what is left. */
export function visibleMasks(input: {
  user: readonly Mask[];
  builtin: BuiltinMasks;
  hideBuiltin: boolean;
  preferred: BuiltinMaskLang;
  lang: LangFilter;
  query: string;
}): Mask[] {
  const user = [...input.user].sort((a, b) => b.createdAt - a.createdAt);
  const langs = [input.preferred, ...(['cn', 'tw', 'en'] as const).filter((lang) => lang !== input.preferred)];
  const builtin = input.hideBuiltin ? [] : langs.flatMap((lang) => input.builtin[lang]);
  const query = input.query.trim().toLowerCase();
  return [...user, ...builtin].filter(
    (mask) =>
      (input.lang === 'all' || (mask.lang ?? input.preferred) === input.lang) &&
      (query === '' || mask.name.toLowerCase().includes(query)),
  );
}
