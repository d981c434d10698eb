import type { ReactNode } from 'react';

/** Stands in for a value while the sentence is translated; no translation or address contains it. */
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/** A translated sentence with its values in bold, as text nodes (never parsed as markup), so the
 * translation keeps its own word order and carries no markup. */
export function withBoldValues<V extends Record<string, string>>(translate: (marked: V) => string, values: V): ReactNode[] {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as V;
  return translate(marked)
    .split(MARKED)
    .map((part, index) => (index % 2 === 1 ? <strong key={index}>{values[names[Number(part)] ?? ''] ?? ''}</strong> : part));
}
