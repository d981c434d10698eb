// Turning text into index terms. Words of alphabetic scripts are split on anything that is not a
// letter or digit and folded to lower case without accents. Chinese and Japanese are written
// without spaces, so a word tokenizer would see a whole sentence as one "word" and find nothing
// inside it: runs of those scripts (and Korean, for one rule everywhere) become overlapping
// character pairs, the usual answer of search engines for them (Lucene's CJK bigrams). The last
// character of a run is also indexed alone, so every character starts a term and a one-character
// query finds every place the character is written.
// A hand-written scanner rather than regular expressions: it runs over every character of a
// history of tens of thousands of messages when the index is built.

/** Called for each token: its term, and where it was found (UTF-16 offsets, end excluded). */
export type TokenSink = (term: string, start: number, end: number, cjk: boolean) => void;

const OTHER = 1;
const WORD = 2;
const CJK = 3;

function isCjk(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) || // CJK unified ideographs
    (code >= 0x3400 && code <= 0x4dbf) || // extension A
    (code >= 0x3040 && code <= 0x30ff) || // hiragana, katakana
    (code >= 0x31f0 && code <= 0x31ff) || // katakana phonetic extensions
    (code >= 0xac00 && code <= 0xd7af) || // hangul syllables
    (code >= 0x1100 && code <= 0x11ff) || // hangul jamo
    (code >= 0x3130 && code <= 0x318f) || // hangul compatibility jamo
    (code >= 0xf900 && code <= 0xfaff) || // compatibility ideographs
    (code >= 0xff66 && code <= 0xff9f) || // half-width katakana
    (code >= 0x20000 && code <= 0x3134f) // extensions B to G
  );
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
/** Kind of each BMP character, worked out once (0: not yet). */
const kinds = new Uint8Array(0x10000);

function kindOf(code: number): number {
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) ? WORD : OTHER;
  }
  if (code > 0xffff) return isCjk(code) ? CJK : LETTER_OR_DIGIT.test(String.fromCodePoint(code)) ? WORD : OTHER;
  let kind = kinds[code] as number;
  if (kind === 0) {
    kind = isCjk(code) ? CJK : LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? WORD : OTHER;
    kinds[code] = kind;
  }
  return kind;
}

const ACCENTS = /[\u0300-\u036f]/g;

/** Lower case, without the accents of Latin, Greek and Cyrillic letters ("Café" → "cafe"). */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(ACCENTS, '').toLowerCase();
}

/** Calls `sink` for every token of `text`, in order. */
export function scanTokens(text: string, sink: TokenSink): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    const code = text.codePointAt(i) as number;
    const kind = kindOf(code);
    const width = code > 0xffff ? 2 : 1;
    if (kind === OTHER) {
      i += width;
      continue;
    }
    const start = i;
    i += width;
    if (kind === WORD) {
      let ascii = code < 0x80;
      while (i < length) {
        const next = text.codePointAt(i) as number;
        if (kindOf(next) !== WORD) break;
        if (next >= 0x80) ascii = false;
        i += next > 0xffff ? 2 : 1;
      }
      const word = text.slice(start, i);
      sink(ascii ? word.toLowerCase() : foldWord(word), start, i, false);
      continue;
    }
    let pairStart = start;
    while (i < length) {
      const next = text.codePointAt(i) as number;
      if (kindOf(next) !== CJK) break;
      const end = i + (next > 0xffff ? 2 : 1);
      sink(text.slice(pairStart, end), pairStart, end, true);
      pairStart = i;
      i = end;
    }
    sink(text.slice(pairStart, i), pairStart, i, true);
  }
}

/** Whether a term comes from Chinese, Japanese or Korean text (a character pair or one character). */
export function isCjkTerm(term: string): boolean {
  return kindOf(term.codePointAt(0) ?? 0) === CJK;
}

/** The index terms of a text. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  scanTokens(text, (term) => terms.push(term));
  return terms;
}

/** One term of a query and how to look it up. */
export interface QueryTerm {
  term: string;
  /** Also match longer terms that start with it (the user may not have finished the word). */
  prefix: boolean;
  /** Also match terms one typo away. */
  fuzzy: boolean;
  cjk: boolean;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The runs of CJK characters of the query, as typed. */
  runs: string[];
}

/** Words shorter than this are looked up whole: a one-letter prefix matches most of a history. */
const MIN_PREFIX_LENGTH = 2;
/** Words this long or longer also match with one typo; shorter ones would match other words. */
const MIN_FUZZY_LENGTH = 5;

/** Splits a query the way texts are indexed, except that a CJK run of two or more characters
 * gives only its pairs (its lone last character would add nothing but cost). */
export function parseQuery(query: string): ParsedQuery {
  const terms: QueryTerm[] = [];
  const runs: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  const closeRun = () => {
    if (runStart !== -1) runs.push(query.slice(runStart, runEnd));
    runStart = -1;
  };
  scanTokens(query, (term, start, end, cjk) => {
    if (!cjk) {
      closeRun();
      const length = Array.from(term).length;
      terms.push({ term, prefix: length >= MIN_PREFIX_LENGTH, fuzzy: length >= MIN_FUZZY_LENGTH, cjk: false });
      return;
    }
    const continues = runStart !== -1 && start < runEnd;
    if (!continues) {
      closeRun();
      runStart = start;
    }
    runEnd = end;
    const single = end - start <= 2 && Array.from(term).length === 1;
    // A lone character that continues a run is the run's last one, already inside its last pair.
    if (single && continues) return;
    terms.push({ term, prefix: single, fuzzy: false, cjk: true });
  });
  closeRun();
  return { terms: [...new Map(terms.map((t) => [t.term, t])).values()], runs: [...new Set(runs)] };
}
