import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { applyMessageChanges, diffMessages, replaceSessionMessages } from './message-changes';
import { searchDocOfRecord } from './search-doc';
import { ChatSearchIndex } from './search-index';

const message = (id: string, content: ChatMessage['content'], patch: Partial<ChatMessage> = {}): ChatMessage => ({ id, date: 1, role: 'user', content, ...patch });
const ids = (index: ChatSearchIndex, query: string) => index.search(query, 50).hits.map((hit) => hit.id).sort();

describe('diffMessages', () => {
  it('gives only the messages that changed, and the ids of those gone', () => {
    const a = message('a', 'kept');
    const b = message('b', 'edited');
    const c = message('c', 'deleted');
    const edited = { ...b, content: 'edited again' };
    const added = message('d', 'new');
    expect(diffMessages([a, b, c], [a, edited, added])).toEqual({ changed: [edited, added], removed: ['c'] });
  });
});

describe('applying changes', () => {
  it('indexes a streamed reply once it has finished, and drops it if it streams again', () => {
    const index = new ChatSearchIndex();
    const streaming = message('r', 'Hal', { role: 'assistant', streaming: true });
    applyMessageChanges(index, 's', { changed: [streaming], removed: [] });
    expect(index.size).toBe(0);
    const done = { ...streaming, content: 'Half a reply', streaming: false };
    applyMessageChanges(index, 's', { changed: [done], removed: [] });
    expect(ids(index, 'reply')).toEqual(['r']);
    applyMessageChanges(index, 's', { changed: [{ ...done, streaming: true }], removed: [] });
    expect(index.size).toBe(0);
  });

  it('replaces a whole session: texts of parts in, tool results and messages without text out', () => {
    const index = new ChatSearchIndex();
    replaceSessionMessages(index, 's', [message('old', 'forgotten words')]);
    replaceSessionMessages(index, 's', [
      message('p', [
        { type: 'text', text: 'What is **this** picture?' },
        { type: 'image_url', image_url: { url: 'idb-image:1' } },
      ]),
      message('t', 'picture tool output', { role: 'tool' }),
      message('i', [{ type: 'image_url', image_url: { url: 'idb-image:2' } }]),
      message('e', 'Partial picture reply', { role: 'assistant', isError: true }),
      message('y', 'You describe every picture', { role: 'system' }),
    ]);
    expect(ids(index, 'forgotten')).toEqual([]);
    expect(ids(index, 'picture')).toEqual(['e', 'p', 'y']);
    expect(index.search('this', 5).hits[0]?.snippet.map((part) => part.text).join('')).toBe('What is this picture?');
    expect(index.search('partial', 5).hits[0]?.isError).toBe(true);
  });
});

describe('searchDocOfRecord', () => {
  it('reads stored records, and not broken ones', () => {
    const record = { id: 'm', sessionId: 's', seq: 0, updatedAt: 1, date: 5, role: 'assistant', content: 'Hello', streaming: true };
    expect(searchDocOfRecord(record)).toEqual({ id: 'm', sessionId: 's', role: 'assistant', date: 5, isError: false, text: 'Hello' });
    expect(searchDocOfRecord({ ...record, sessionId: undefined })).toBeNull();
    expect(searchDocOfRecord({ ...record, role: 'robot' })).toBeNull();
    expect(searchDocOfRecord({ ...record, content: 42 })).toBeNull();
    expect(searchDocOfRecord(null)).toBeNull();
  });
});
