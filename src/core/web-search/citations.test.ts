import { describe, expect, it } from 'vitest';
import { messageSourceSchema } from '../schemas/message-source';
import { chatMessageSchema } from '../schemas/message';
import { webReadAnswerSchema, webSearchAnswerSchema } from '../schemas/web-search';
import { citationMarks, closestPassage } from './citations';
import { createSourceBook } from './source-book';
import { searchedContext } from './model-text';

const PAGE_ONE = 'Rust is a systems language. The Rust team announced Rust 1.0 on 15 May 2015.\n\nIt has no garbage collector.';
const PAGE_TWO = 'Ferris is the unofficial mascot of Rust, a friendly crab.';

/** A search and a read as the server answers them, parsed with the contract's schemas. */
function searchedBook() {
  const book = createSourceBook();
  const found = webSearchAnswerSchema.parse({
    results: [
      { title: 'Rust 1.0', url: 'https://one.test/rust', snippet: 'Rust 1.0 was released', published: '2015-05-15' },
      { title: 'Ferris', url: 'https://two.test/ferris', snippet: 'the crab' },
      { title: 'Broken', url: 'https://three.test/gone', snippet: 'a page that is gone' },
      { title: 'Unread', url: 'https://four.test/later', snippet: 'only listed' },
    ],
  });
  book.addResults(found.results);
  const read = webReadAnswerSchema.parse({
    pages: [
      { ok: true, url: 'https://one.test/rust', finalUrl: 'https://one.test/rust', title: 'Rust 1.0 is out', site: 'One', text: PAGE_ONE },
      { ok: true, url: 'https://two.test/ferris', finalUrl: 'https://two.test/ferris', title: 'Ferris', site: 'two.test', text: PAGE_TWO },
      { ok: false, url: 'https://three.test/gone', reason: 'bad_status', status: 404 },
    ],
  });
  book.addPages(read.pages);
  return book;
}

describe('citation marks', () => {
  it('finds single, grouped and repeated marks with the sentence they follow, but no links or code', () => {
    const marks = citationMarks('First claim [1]. Second “quoted words here” [2][3]! See [docs](https://x.test) and `a[1]`.\nThird [1, 4].');
    expect(marks.map((mark) => mark.numbers)).toEqual([[1], [2], [3], [1, 4]]);
    expect(marks[0]?.claim).toBe('First claim');
    expect(marks[1]?.quotes).toEqual(['quoted words here']);
    expect(marks[2]?.claim).toBe('Second “quoted words here”');
    expect(marks[3]?.claim).toBe('Third');
  });

  it('takes the page sentence sharing most words as the passage used', () => {
    expect(closestPassage('Rust 1.0 came out in May 2015', PAGE_ONE)).toBe('The Rust team announced Rust 1.0 on 15 May 2015.');
    expect(closestPassage('Bananas', PAGE_ONE)).toBeUndefined();
  });
});

describe('checked sources', () => {
  it('verifies a quote found in the read page, whatever its quotation marks, case or spacing', () => {
    const sources = searchedBook().sources('It shipped in 2015: “the Rust team announced  Rust 1.0” [1].');
    expect(sources[0]?.citations).toEqual([{ passage: 'the Rust team announced Rust 1.0', quoted: true, verified: true }]);
  });

  it('marks a quote the page does not hold as not verified', () => {
    const sources = searchedBook().sources('Ferris is "the official mascot of Rust" [2].');
    expect(sources[1]?.citations).toEqual([{ passage: 'the official mascot of Rust', quoted: true, verified: false }]);
  });

  it('marks citations of a failed page or of a result never read as not verified, keeping why it failed', () => {
    const sources = searchedBook().sources('It is gone [3]. It was only listed [4].');
    expect(sources[2]).toMatchObject({ state: 'failed', reason: 'bad_status', status: 404, citations: [{ verified: false, quoted: false }] });
    expect(sources[3]).toMatchObject({ state: 'found', citations: [{ passage: 'only listed', verified: false }] });
  });

  it('verifies an unquoted sentence by the page passage it rests on', () => {
    const sources = searchedBook().sources('Its mascot is a crab called Ferris [2].');
    expect(sources[1]?.citations).toEqual([{ passage: PAGE_TWO, quoted: false, verified: true }]);
  });

  it('keeps the sources a message schema accepts, without the pages’ text', () => {
    const sources = searchedBook().sources('Claim [1].');
    for (const source of sources) expect(messageSourceSchema.parse(source)).toEqual(source);
    expect(JSON.stringify(sources)).not.toContain('garbage collector');
    const message = chatMessageSchema.parse({ id: 'a', date: 1, role: 'assistant', content: 'Claim [1].', sources });
    expect(message.sources).toEqual(sources);
    expect(sources.map((source) => [source.n, source.state, source.title, source.site])).toEqual([
      [1, 'read', 'Rust 1.0 is out', 'One'],
      [2, 'read', 'Ferris', 'two.test'],
      [3, 'failed', 'Broken', 'three.test'],
      [4, 'found', 'Unread', 'four.test'],
    ]);
  });

  it('drops a failure reason a newer device named rather than the source', () => {
    const parsed = messageSourceSchema.parse({ n: 1, url: 'https://x.test', title: 'X', state: 'failed', reason: 'from_the_future' });
    expect(parsed.reason).toBeUndefined();
  });

  it('gives the model the pages read and the results not read, numbered as the reader sees them', () => {
    const context = searchedContext('when did Rust ship', searchedBook().entries());
    expect(context).toContain('[1] Rust 1.0 is out (2015-05-15)\nhttps://one.test/rust\nRust is a systems language.');
    expect(context).toContain('[3] Broken\nhttps://three.test/gone\nThis page could not be read (bad_status).');
    expect(context).toContain('Other results (not read):\n\n[4] Unread');
  });
});
