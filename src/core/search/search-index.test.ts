import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { searchDocOf, type SearchDoc } from './search-doc';
import { ChatSearchIndex } from './search-index';

let clock = 0;
function doc(id: string, sessionId: string, content: string, patch: Partial<ChatMessage> = {}): SearchDoc {
  clock += 1;
  const found = searchDocOf({ id, date: clock, role: 'user', content, ...patch }, sessionId);
  if (!found) throw new Error('not searchable');
  return found;
}

const marks = (hit: { snippet: { text: string; match: boolean }[] }) => hit.snippet.filter((p) => p.match).map((p) => p.text);

describe('ChatSearchIndex', () => {
  it('finds messages of every session, with the session, role and date of each', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', 'How do I bake sourdough bread?'), doc('b1', 'b', 'Bread without yeast', { role: 'assistant' }), doc('c1', 'c', 'Nothing here')]);
    const { total, hits } = index.search('bread', 10);
    expect(total).toBe(2);
    expect(hits.map((h) => [h.id, h.sessionId, h.role]).sort()).toEqual([
      ['a1', 'a', 'user'],
      ['b1', 'b', 'assistant'],
    ]);
    expect(hits.every((h) => marks(h).join() === (h.id === 'a1' ? 'bread' : 'Bread'))).toBe(true);
  });

  it('matches nothing for an empty or blank query, and for words found nowhere', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', 'hello world')]);
    expect(index.search('', 10)).toEqual({ total: 0, hits: [] });
    expect(index.search('   ', 10)).toEqual({ total: 0, hits: [] });
    expect(index.search('hello zebra', 10)).toEqual({ total: 0, hits: [] });
  });

  it('marks the whole words a prefix stood for', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', 'Programming is mostly reading programs')]);
    expect(marks(index.search('progr', 10).hits[0]!)).toEqual(['Programming', 'programs']);
  });

  it('finds Chinese words inside sentences and marks them', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', '我家的小猫咪很可爱。'), doc('b1', 'b', '小狗和猫，咪咪叫'), doc('c1', 'c', 'I love my cat 小猫')]);
    const run = index.search('小猫咪', 10);
    expect(run.hits.map((h) => h.id)).toEqual(['a1']);
    expect(marks(run.hits[0]!)).toEqual(['小猫咪']);
    expect(index.search('猫', 10).total).toBe(3);
    const mixed = index.search('cat 小猫', 10);
    expect(mixed.hits.map((h) => h.id)).toEqual(['c1']);
    expect(marks(mixed.hits[0]!)).toEqual(['cat', '小猫']);
  });

  it('gives the best first, newer first among equals, and the total beyond the limit', () => {
    const index = new ChatSearchIndex();
    index.upsert(Array.from({ length: 30 }, (_, i) => doc(`m${i}`, 's', `report number ${i}`)));
    index.upsert([doc('best', 's', 'report report report')]);
    const { total, hits } = index.search('report', 5);
    expect(total).toBe(31);
    expect(hits.map((h) => h.id)).toEqual(['best', 'm29', 'm28', 'm27', 'm26']);
  });

  it('follows edits, removals and whole sessions', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', 'first draft'), doc('a2', 'a', 'second draft'), doc('b1', 'b', 'draft in b')]);
    index.upsert([doc('a1', 'a', 'final version')]);
    expect(index.search('first', 10).total).toBe(0);
    expect(index.search('final', 10).hits.map((h) => h.id)).toEqual(['a1']);
    index.remove(['a2']);
    expect(index.search('draft', 10).hits.map((h) => h.id)).toEqual(['b1']);
    index.replaceSession('b', [doc('b2', 'b', 'new draft')]);
    expect(index.search('draft', 10).hits.map((h) => h.id)).toEqual(['b2']);
    index.removeSessions(['a', 'b']);
    expect(index.size).toBe(0);
    expect(index.search('final', 10).total).toBe(0);
  });

  it('keeps the newest details of a message whose text did not change', () => {
    const index = new ChatSearchIndex();
    index.upsert([doc('a1', 'a', 'partial answer', { role: 'assistant' })]);
    index.upsert([doc('a1', 'a', 'partial answer', { role: 'assistant', isError: true })]);
    expect(index.search('partial', 10).hits[0]?.isError).toBe(true);
    expect(index.size).toBe(1);
  });
});
