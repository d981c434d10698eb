// The piece of a message shown under a search result, with the matched words marked. It is data
// (text parts), never HTML: the screen turns the parts into elements, so nothing in a message can
// become markup.

import { scanTokens } from './tokenize';

export interface TextRange {
  start: number;
  end: number;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

/** Characters of a snippet, about two lines of a result. */
const SNIPPET_LENGTH = 180;
/** Characters shown before the first match, so that it is read in its sentence. */
export const SNIPPET_CONTEXT = 50;
/** How far a cut may move to fall between two words. */
const WORD_BOUNDARY_REACH = 16;
const ELLIPSIS = '…';

function mergeRanges(ranges: TextRange[]): TextRange[] {
  ranges.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Where the query matched: the words whose index terms matched, and every occurrence of the CJK
 * runs of the query. Sorted, not overlapping. */
export function highlightRanges(text: string, words: ReadonlySet<string>, cjkRuns: readonly string[]): TextRange[] {
  const ranges: TextRange[] = [];
  if (words.size > 0) {
    scanTokens(text, (term, start, end, cjk) => {
      if (!cjk && words.has(term)) ranges.push({ start, end });
    });
  }
  for (const run of cjkRuns) {
    for (let at = text.indexOf(run); at !== -1; at = text.indexOf(run, at + run.length)) {
      ranges.push({ start: at, end: at + run.length });
    }
  }
  return mergeRanges(ranges);
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves a cut to the nearest white space within reach (forward or backward), and off the middle
 * of a surrogate pair. Text without spaces (Chinese) is cut where it is. */
function snapCut(text: string, at: number, direction: 1 | -1): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  for (let step = 0; step <= WORD_BOUNDARY_REACH; step += 1) {
    const index = at + step * direction;
    if (index <= 0 || index >= text.length) break;
    if (/\s/.test(text[index] ?? '')) return direction === 1 ? index + 1 : index;
  }
  return isLowSurrogate(text.charCodeAt(at)) ? at - 1 : at;
}

function pushPart(parts: SnippetPart[], text: string, match: boolean): void {
  const collapsed = text.replace(/\s+/g, ' ');
  if (!collapsed) return;
  const last = parts.at(-1);
  if (last && last.match === match) last.text += collapsed;
  else parts.push({ text: collapsed, match });
}

/** About SNIPPET_LENGTH characters of `text` around its first match, white space collapsed,
 * with an ellipsis where text was left out. */
export function snippetParts(text: string, ranges: readonly TextRange[], length = SNIPPET_LENGTH): SnippetPart[] {
  const first = ranges[0];
  let start = first ? snapCut(text, first.start - SNIPPET_CONTEXT, 1) : 0;
  if (first && start > first.start) start = first.start;
  let end = start + length >= text.length ? text.length : snapCut(text, start + length, -1);
  if (first && end < first.end) end = first.end;

  const parts: SnippetPart[] = [];
  let at = start;
  for (const range of ranges) {
    if (range.end <= start) continue;
    if (range.start >= end) break;
    const from = Math.max(range.start, start);
    const to = Math.min(range.end, end);
    pushPart(parts, text.slice(at, from), false);
    pushPart(parts, text.slice(from, to), true);
    at = to;
  }
  pushPart(parts, text.slice(at, end), false);

  const head = parts[0];
  if (head && !head.match) head.text = head.text.trimStart();
  const tail = parts.at(-1);
  if (tail && !tail.match) tail.text = tail.text.trimEnd();
  if (start > 0) {
    if (head && !head.match) head.text = ELLIPSIS + head.text;
    else parts.unshift({ text: ELLIPSIS, match: false });
  }
  if (end < text.length) pushPart(parts, ELLIPSIS, false);
  return parts.filter((part) => part.text);
}
