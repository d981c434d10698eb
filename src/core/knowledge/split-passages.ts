// Splitting a document's sections into passages: small enough that a handful fit a model's context
// and that a match points at the right place, large enough to carry a thought. A passage never
// crosses a page or a heading, so each one can say where it came from.

import type { Section } from './passage';

/** Longest passage, in characters: about 250 tokens of English, so that the five best passages of a
 * search take little more than a thousand tokens of the model's context. */
export const PASSAGE_MAX_CHARS = 1_000;

/** A paragraph shorter than this is joined to the next one under the same heading and page rather
 * than made a passage of its own: a line alone ("Figure 3") matches words but says nothing. */
const PASSAGE_MIN_CHARS = 200;

export interface PassageText {
  text: string;
  page?: number;
  heading?: string;
}

/** Paragraphs of a section, white space inside each folded to single spaces. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Pieces of a paragraph longer than a passage: cut after a sentence where one ends in time, else
 * after a word, else anywhere (a run of characters with no space at all). */
function piecesOf(paragraph: string): string[] {
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > PASSAGE_MAX_CHARS) {
    const window = rest.slice(0, PASSAGE_MAX_CHARS);
    const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '), window.lastIndexOf('。'));
    const space = window.lastIndexOf(' ');
    const cut = sentenceEnd >= PASSAGE_MIN_CHARS ? sentenceEnd + 1 : space >= PASSAGE_MIN_CHARS ? space : PASSAGE_MAX_CHARS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The passages of a document, in reading order. */
export function splitPassages(sections: readonly Section[]): PassageText[] {
  const passages: PassageText[] = [];
  for (const section of sections) {
    const where = { ...(section.page !== undefined ? { page: section.page } : {}), ...(section.heading ? { heading: section.heading } : {}) };
    let current = '';
    const flush = () => {
      if (current) passages.push({ text: current, ...where });
      current = '';
    };
    for (const paragraph of paragraphsOf(section.text)) {
      for (const piece of piecesOf(paragraph)) {
        if (current && current.length + 1 + piece.length > PASSAGE_MAX_CHARS) flush();
        current = current ? `${current}\n${piece}` : piece;
        if (current.length >= PASSAGE_MIN_CHARS) flush();
      }
    }
    flush();
  }
  return passages;
}
