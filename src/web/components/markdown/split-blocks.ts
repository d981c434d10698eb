import { Lexer } from 'marked';

export interface Block {
  /** The block's markdown, without the blank lines that separate it from the next one. */
  source: string;
  /** Where the block starts in the whole text (with line endings made \n). */
  start: number;
}

const normaliseLineEndings = (text: string) => text.replace(/\r\n?/g, '\n');

const DISPLAY_MATH = /\$\$/g;

function countDisplayMath(raw: string): number {
  return raw.match(DISPLAY_MATH)?.length ?? 0;
}

/** Splits markdown into its top-level blocks (paragraphs, lists, tables, code blocks …).
 *
 * marked's block lexer finds the boundaries: it is several times faster than a full parse, and
 * its raw slices put together give back the text exactly. marked knows nothing of `$$` math, so
 * a display formula with blank lines inside would come out as several paragraphs; those pieces
 * are joined back until the `$$` pairs balance. */
export function splitBlocks(text: string, offset = 0): Block[] {
  const tokens = new Lexer({ gfm: true }).blockTokens(normaliseLineEndings(text), []);
  const blocks: Block[] = [];
  let position = offset;
  let openMath = false;
  for (const token of tokens) {
    const raw = token.raw;
    const last = blocks[blocks.length - 1];
    if (openMath && last) {
      last.source += raw;
    } else if (token.type !== 'space') {
      blocks.push({ source: raw, start: position });
    }
    if (token.type !== 'code' && countDisplayMath(raw) % 2 === 1) openMath = !openMath;
    position += raw.length;
  }
  for (const block of blocks) block.source = block.source.trimEnd();
  return blocks;
}

/** A splitter for one growing text. While a reply streams, everything before the last block is
 * finished: appending text can only change the last block or add new ones after it. So only the
 * text from the start of the last block is lexed again, which keeps each chunk's cost to the
 * size of that block instead of the whole reply. Any other change of the text starts afresh. */
export function createBlockSplitter() {
  let previousText = '';
  let previous: Block[] = [];
  return function split(input: string): string[] {
    const text = normaliseLineEndings(input);
    const last = previous[previous.length - 1];
    let blocks: Block[];
    if (last && text.startsWith(previousText)) {
      blocks = previous.slice(0, -1).concat(splitBlocks(text.slice(last.start), last.start));
    } else {
      blocks = splitBlocks(text);
    }
    previousText = text;
    previous = blocks;
    return blocks.map((block) => block.source);
  };
}
