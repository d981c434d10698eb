import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { diffMessages, sessionDocs } from './message-changes';
import { searchDocOfRecord } from './search-doc';

const message = (id: string, content: ChatMessage['content'], patch: Partial<ChatMessage> = {}): ChatMessage => ({ id, date: 1, role: 'user', content, ...patch });

describe('diffMessages', () => {
  it('sends only the messages that changed, and the ids of those gone', () => {
    const a = message('a', 'kept');
    const b = message('b', 'edited');
    const c = message('c', 'deleted');
    const diff = diffMessages('s', [a, b, c], [a, { ...b, content: 'edited again' }, message('d', 'new')]);
    expect(diff.upserts.map((d) => [d.id, d.text])).toEqual([
      ['b', 'edited again'],
      ['d', 'new'],
    ]);
    expect(diff.removals).toEqual(['c']);
  });

  it('leaves a streaming reply out until it has finished', () => {
    const streaming = message('r', 'Hal', { role: 'assistant', streaming: true });
    expect(diffMessages('s', [], [streaming])).toEqual({ upserts: [], removals: [] });
    const done = { ...streaming, content: 'Half a reply', streaming: false };
    expect(diffMessages('s', [streaming], [done]).upserts.map((d) => d.text)).toEqual(['Half a reply']);
    expect(diffMessages('s', [done], [{ ...done, streaming: true }]).removals).toEqual(['r']);
  });
});

describe('search documents', () => {
  it('take the text of parts, skip tool results and messages without text', () => {
    const docs = sessionDocs('s', [
      message('p', [
        { type: 'text', text: 'What is **this**?' },
        { type: 'image_url', image_url: { url: 'idb-image:1' } },
      ]),
      message('t', 'tool output', { role: 'tool' }),
      message('i', [{ type: 'image_url', image_url: { url: 'idb-image:2' } }]),
      message('e', 'Partial reply', { role: 'assistant', isError: true }),
      message('y', 'You are a helpful assistant', { role: 'system' }),
    ]);
    expect(docs.map((d) => [d.id, d.text, d.isError])).toEqual([
      ['p', 'What is this?', false],
      ['e', 'Partial reply', true],
      ['y', 'You are a helpful assistant', false],
    ]);
  });

  it('are read from stored records, and not from broken ones', () => {
    const record = { id: 'm', sessionId: 's', seq: 0, updatedAt: 1, date: 5, role: 'assistant', content: 'Hello', streaming: true };
    expect(searchDocOfRecord(record)).toEqual({ id: 'm', sessionId: 's', role: 'assistant', date: 5, isError: false, text: 'Hello' });
    expect(searchDocOfRecord({ ...record, sessionId: undefined })).toBeNull();
    expect(searchDocOfRecord({ ...record, role: 'robot' })).toBeNull();
    expect(searchDocOfRecord({ ...record, content: 42 })).toBeNull();
    expect(searchDocOfRecord(null)).toBeNull();
  });
});
