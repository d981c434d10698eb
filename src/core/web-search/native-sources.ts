// The sources of an answer the model searched for itself (its provider's own web search), as the
// app keeps every answer's sources: numbered in the order first met, each citation with the words
// it rests on. The app read none of these pages, so a citation counts as verified only where the
// provider quotes the page's own words (Claude); a citation naming only the answer's words it
// supports (OpenAI, Gemini) is kept as not verified. The answer gets the same [n] marks the app's
// own searched answers carry, placed after the words each source was cited for.

import type { MessageSource, SourceCitation } from '../schemas/message-source';
import type { WebSourceEvent } from '../stream/chat-event';

/** Sources one reply numbers, as for the app's own search: more than any answer cites, and a bound
 * on what it holds in memory. */
const SOURCES_PER_REPLY_MAX = 30;
/** Citations kept per source: an answer citing one source more often adds nothing a reader checks. */
const CITATIONS_PER_SOURCE_MAX = 20;
/** The longest passage kept per citation: a sentence or two, enough for a reader to find it. */
const PASSAGE_MAX_CHARS = 300;
/** Answer spans kept per source for placing its marks, bounded as its citations are. */
const SPANS_PER_SOURCE_MAX = CITATIONS_PER_SOURCE_MAX;

interface Entry {
  source: MessageSource;
  /** The words of the answer this source was cited for, where its marks go. */
  spans: string[];
}

export interface NativeSources {
  add(event: WebSourceEvent): void;
  /** The answer with a mark after each cited span ("… in 2015 [1]."). */
  marked(answer: string): string;
  sources(): MessageSource[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PASSAGE_MAX_CHARS ? flat : `${flat.slice(0, PASSAGE_MAX_CHARS - 1).trimEnd()}…`;
}

function citationOf(event: WebSourceEvent): SourceCitation | undefined {
  if (event.quote?.trim()) return { passage: cut(event.quote), quoted: true, verified: true, byModel: true };
  if (event.cites?.trim()) return { passage: cut(event.cites), quoted: false, verified: false, byModel: true };
  return undefined;
}

/** Where a mark goes at the end of a span: before the sentence's closing punctuation and spaces,
 * so that it reads "… in 2015 [1]." as the app's own marks do. */
function markPosition(answer: string, spanEnd: number, spanStart: number): number {
  let end = spanEnd;
  while (end > spanStart && /[\s.!?。！？,;:]/.test(answer[end - 1] ?? '')) end -= 1;
  return end;
}

export function createNativeSources(): NativeSources {
  const byUrl = new Map<string, Entry>();
  const list: Entry[] = [];
  return {
    add(event) {
      let entry = byUrl.get(event.url);
      if (!entry) {
        if (list.length >= SOURCES_PER_REPLY_MAX) return;
        const site = event.site || hostOf(event.url);
        entry = { source: { n: list.length + 1, url: event.url, title: event.title || site, site, state: 'found' }, spans: [] };
        list.push(entry);
        byUrl.set(event.url, entry);
      }
      const { source } = entry;
      if (event.title && source.title === source.site) source.title = event.title;
      if (event.published) source.published ??= event.published;
      const citation = citationOf(event);
      if (!citation) return;
      // The provider cited the page: its search read it.
      source.state = 'read';
      const citations = source.citations ?? [];
      const seen = citations.some((kept) => kept.passage === citation.passage && kept.quoted === citation.quoted);
      if (!seen && citations.length < CITATIONS_PER_SOURCE_MAX) source.citations = [...citations, citation];
      if (event.cites?.trim() && !entry.spans.includes(event.cites) && entry.spans.length < SPANS_PER_SOURCE_MAX) entry.spans.push(event.cites);
    },
    marked(answer) {
      const marks = new Map<number, Set<number>>();
      for (const { source, spans } of list) {
        for (const span of spans) {
          const wanted = span.trim();
          const start = answer.indexOf(wanted);
          if (start === -1) continue;
          const at = markPosition(answer, start + wanted.length, start);
          const numbers = marks.get(at) ?? new Set<number>();
          numbers.add(source.n);
          marks.set(at, numbers);
        }
      }
      let text = answer;
      for (const [at, numbers] of [...marks].sort(([a], [b]) => b - a)) {
        text = `${text.slice(0, at)} [${[...numbers].sort((a, b) => a - b).join(', ')}]${text.slice(at)}`;
      }
      return text;
    },
    sources: () => list.map((entry) => ({ ...entry.source })),
  };
}
