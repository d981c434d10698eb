// A streaming reply read aloud piece by piece: what is settled so far (up to the last finished
// sentence) becomes words to read, and the words become requests, the first one short so that the
// voice starts soon, the later ones longer so that a long reply takes few requests.

import { readAloudText } from '../chat/spoken-text';
import { SPEECH_INPUT_MAX_CHARS } from './speech-request';

/** The end of a sentence (Latin, CJK and Arabic marks) followed by a space or a line end, or a
 * line end itself: text before it will not change as the reply goes on. */
const SETTLED_END = /[.!?。！？؟…](?=\s)|\n/g;
/** The first piece is read once it has this many characters (a short sentence): it starts the voice. */
const FIRST_PIECE_MIN_CHARS = 20;
/** Later pieces gather sentences up to this many characters: a paragraph per request. */
const LATER_PIECE_CHARS = 600;
/** Where a piece may be cut: after a sentence mark and its space. */
const SENTENCE_BREAK = /(?<=[.!?;:。！？؟…])\s+/;

/** The words of `markdown` that will not change while it streams: all of it once `done`. */
export function settledWords(markdown: string, done: boolean): string {
  if (done) return readAloudText(markdown);
  let end = 0;
  for (const match of markdown.matchAll(SETTLED_END)) end = match.index + match[0].length;
  return readAloudText(markdown.slice(0, end));
}

/** Splits new words into the pieces requested one by one. `first` when nothing was read yet. */
export function speechPieces(words: string, first: boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of words.split(SENTENCE_BREAK)) {
    const limit = first && pieces.length === 0 ? FIRST_PIECE_MIN_CHARS : LATER_PIECE_CHARS;
    current = current ? `${current} ${sentence}` : sentence;
    if (current.length >= limit) {
      pieces.push(...cut(current));
      current = '';
    }
  }
  if (current.trim()) pieces.push(...cut(current));
  return pieces.filter((piece) => piece.trim() !== '');
}

/** A sentence longer than the endpoint takes is cut at spaces. */
function cut(text: string): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > SPEECH_INPUT_MAX_CHARS) {
    const at = rest.lastIndexOf(' ', SPEECH_INPUT_MAX_CHARS);
    const end = at > 0 ? at : SPEECH_INPUT_MAX_CHARS;
    out.push(rest.slice(0, end));
    rest = rest.slice(end).trim();
  }
  out.push(rest);
  return out;
}
