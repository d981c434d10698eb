// Checking an answer's citations against the pages it cites. A citation is the number of a source in
// square brackets after the words it supports ("… in 2015 [1]." or "[1, 3]"). It is verified when
// its source's page was read and, where the cited sentence quotes the page, the quote is found in
// the page's text; an unquoted sentence is verified when some passage of the page shares its words,
// and that passage is the one shown as used.

import type { SourceCitation } from '../schemas/message-source';

/** The longest passage kept per citation: a sentence or two, enough for a reader to find it. */
const PASSAGE_MAX_CHARS = 300;
/** Citations kept per source: an answer citing one source more often adds nothing a reader checks. */
const CITATIONS_PER_SOURCE_MAX = 20;
/** A quote shorter than this is a word or a title in quotation marks, not a passage to look for. */
const QUOTE_MIN_CHARS = 12;
/** Words shorter than this (articles, prepositions) say nothing about which passage was used. */
const CONTENT_WORD_MIN_CHARS = 4;
/** How much of a page is searched for a passage: bounds the work of one check. */
const PAGE_SCAN_MAX_CHARS = 200_000;
/** Citation numbers beyond this are not citations (a year in brackets, an array index). */
const CITATION_NUMBER_MAX = 99;

/** One place in the answer where sources are cited, with the sentence they are cited for. */
export interface CitationMark {
  numbers: number[];
  claim: string;
  quotes: string[];
}

/** "[1]", "[1, 2]", "[1][2]" — but not a markdown link's text ("[1](…)") or a reference ("[1]: …"). */
const MARK = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\](?![(:])/g;
const QUOTE = /["“«„]([^"“”«»„]+)["”»“]/g;
/** Where a sentence ends: its punctuation and a space, or a line break. */
const SENTENCE_END = /[.!?。！？](?=\s)|\n/g;

/** Where the text cites sources, for the screen to make each number a button: the mark's span and
 * its numbers (a year in brackets is none). */
export function citationSpans(text: string): { start: number; end: number; numbers: number[] }[] {
  const spans: { start: number; end: number; numbers: number[] }[] = [];
  for (const match of text.matchAll(MARK)) {
    const numbers = (match[1] ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => n >= 1 && n <= CITATION_NUMBER_MAX);
    if (numbers.length > 0) spans.push({ start: match.index, end: match.index + match[0].length, numbers: [...new Set(numbers)] });
  }
  return spans;
}

function claimBefore(answer: string, index: number): string {
  // The sentence's own marks and punctuation just before this mark are part of it, not its end.
  const before = answer.slice(0, index).replace(/(\s*\[[\d,\s]+\])+\s*$/, '').replace(/[.!?。！？]\s*$/, '');
  let start = 0;
  for (const match of before.matchAll(SENTENCE_END)) start = match.index + match[0].length;
  return before.slice(start).replace(/\[[\d,\s]+\]/g, '').trim();
}

function quotesOf(claim: string): string[] {
  return [...claim.matchAll(QUOTE)]
    .map((match) => (match[1] ?? '').trim().replace(/[.,;:!?…]+$/, ''))
    .filter((quote) => quote.length >= QUOTE_MIN_CHARS);
}

/** Every citation in the answer, in order. Code (fenced or inline) cites nothing. */
export function citationMarks(answer: string): CitationMark[] {
  const prose = answer.replace(/```[\s\S]*?(```|$)|`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  const marks: CitationMark[] = [];
  for (const span of citationSpans(prose)) {
    const claim = claimBefore(prose, span.start);
    marks.push({ numbers: span.numbers, claim, quotes: quotesOf(claim) });
  }
  return marks;
}

/** Text compared loosely: the same letters whatever their case, quotation marks, dashes and spacing. */
function normalized(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function contentWords(text: string): Set<string> {
  return new Set((normalized(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= CONTENT_WORD_MIN_CHARS));
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PASSAGE_MAX_CHARS ? flat : `${flat.slice(0, PASSAGE_MAX_CHARS - 1).trimEnd()}…`;
}

/** The sentence of the page sharing the most words with the claim; undefined when none shares any. */
export function closestPassage(claim: string, page: string): string | undefined {
  const wanted = contentWords(claim);
  if (wanted.size === 0) return undefined;
  let best: { passage: string; score: number } | undefined;
  for (const sentence of page.slice(0, PAGE_SCAN_MAX_CHARS).split(/(?<=[.!?。！？])\s+|\n+/)) {
    let score = 0;
    for (const word of contentWords(sentence)) if (wanted.has(word)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { passage: sentence, score };
  }
  return best ? cut(best.passage) : undefined;
}

/** What the checker knows of a source: the text of its page when it was read, else what the
 * search said of it. */
export interface CheckedSource {
  n: number;
  text?: string;
  snippet?: string;
}

function citationOf(mark: CitationMark, source: CheckedSource, pageText: string | undefined): SourceCitation[] {
  if (mark.quotes.length > 0) {
    return mark.quotes.map((quote) => ({
      passage: cut(quote),
      quoted: true,
      verified: pageText !== undefined && pageText.includes(normalized(quote)),
    }));
  }
  const passage = source.text === undefined ? undefined : closestPassage(mark.claim, source.text);
  if (passage) return [{ passage, quoted: false, verified: true }];
  return [{ passage: cut(source.snippet ?? mark.claim), quoted: false, verified: false }];
}

/** Each source's citations in the answer, by source number. A number no source has is left out:
 * the answer shows such a citation as not verified by itself. */
export function checkCitations(answer: string, sources: readonly CheckedSource[]): Map<number, SourceCitation[]> {
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  const pageTexts = new Map<number, string>();
  const bySource = new Map<number, SourceCitation[]>();
  for (const mark of citationMarks(answer)) {
    for (const n of mark.numbers) {
      const source = byNumber.get(n);
      if (!source) continue;
      if (source.text !== undefined && !pageTexts.has(n)) pageTexts.set(n, normalized(source.text.slice(0, PAGE_SCAN_MAX_CHARS)));
      const list = bySource.get(n) ?? [];
      for (const citation of citationOf(mark, source, pageTexts.get(n))) {
        const seen = list.some((kept) => kept.passage === citation.passage && kept.quoted === citation.quoted);
        if (!seen && list.length < CITATIONS_PER_SOURCE_MAX) list.push(citation);
      }
      bySource.set(n, list);
    }
  }
  return bySource;
}
