// Citations of sources in an answer ("[1]", "[1, 3]"): the parser marks each cited number, and a
// message with sources draws each mark as a button that opens them. Without sources a mark is
// drawn as the text it was.

import type { Element, ElementContent, Root } from 'hast';
import { createContext, type ReactNode } from 'react';
import { citationSpans } from '../../../core/web-search/citations';

/** Draws the mark of source `n`; null where the message has no sources. */
export const CitationMarks = createContext<((n: number) => ReactNode) | null>(null);

/** Text inside these is code or already a link: a number in brackets there cites nothing. */
const NOT_CITING = new Set(['a', 'code', 'pre']);

function split(value: string): ElementContent[] | undefined {
  const spans = citationSpans(value);
  if (spans.length === 0) return undefined;
  const parts: ElementContent[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) parts.push({ type: 'text', value: value.slice(at, span.start) });
    for (const n of span.numbers) parts.push({ type: 'element', tagName: 'sup', properties: { dataCite: n }, children: [{ type: 'text', value: `[${n}]` }] });
    at = span.end;
  }
  if (at < value.length) parts.push({ type: 'text', value: value.slice(at) });
  return parts;
}

function walk(parent: Root | Element): void {
  const children: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    if (child.type === 'text') {
      children.push(...(split(child.value) ?? [child]));
      continue;
    }
    if (child.type === 'element' && !NOT_CITING.has(child.tagName)) walk(child);
    children.push(child);
  }
  parent.children = children;
}

/** The rehype plugin that marks citations. */
export function rehypeCitations() {
  return (tree: Root) => walk(tree);
}
