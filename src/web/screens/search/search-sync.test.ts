// The index as the worker keeps it, fed by the chat store as the page does (no worker here: the
// requests go straight to the service), over the same IndexedDB the chat writes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../core/types';
import { useChatStore } from '../../stores/chat-store';
import { hydrateStores } from '../../stores/hydrate';
import { flushWrites } from '../../stores/persistence';
import { resetStoresForTests, simulateReload } from '../../stores/test-utils';
import { syncWithChatStore } from './chat-sync';
import type { SearchRequest, SearchResponse } from './search-protocol';
import { idbRecordReader } from './search-records';
import { createSearchService } from './search-service';

const chat = () => useChatStore.getState();

let counter = 0;
function message(content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return { id: `m${counter}`, date: counter, role: 'user', content, ...extra };
}

let responses: SearchResponse[] = [];
let handle: (request: SearchRequest) => Promise<void>;
let stop: () => void = () => {};

function startIndex(): void {
  responses = [];
  handle = createSearchService(idbRecordReader, (response) => responses.push(response));
  stop = syncWithChatStore((request) => void handle(request));
}

async function found(query: string): Promise<string[]> {
  await handle({ type: 'search', id: 1, query, limit: 50 });
  const last = responses.at(-1);
  if (last?.type !== 'results') throw new Error(`no results: ${JSON.stringify(last)}`);
  return last.results.hits.map((hit) => hit.id).sort();
}

/** Waits until the store's changes have reached the index (they are sent after a short delay). */
const eventually = (query: string, ids: string[]) => vi.waitFor(async () => expect(await found(query)).toEqual(ids), { timeout: 3000, interval: 50 });

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});
afterEach(() => stop());

describe('the search index and the chat store', () => {
  it('indexes every stored session, loaded or not, and nothing else', async () => {
    const first = chat().currentSessionId;
    await chat().appendMessages(first, [message('apples in the first chat')]);
    const second = chat().newSession();
    await chat().appendMessages(second.id, [message('apples in the second chat')]);
    await chat().appendMessages(second.id, [message('pears only here')]);
    await flushWrites();
    await simulateReload();
    await hydrateStores();
    expect(Object.keys(chat().messagesBySession)).toEqual([second.id]);

    startIndex();
    expect(await found('apples')).toEqual([`m${counter - 2}`, `m${counter - 1}`].sort());
    expect(await found('pears')).toEqual([`m${counter}`]);
    expect(await found('bananas')).toEqual([]);
    expect(responses.some((r) => r.type === 'indexed' && r.size === 3)).toBe(true);
  });

  it('follows messages added, edited and deleted, and a reply once it has finished', async () => {
    const session = chat().currentSessionId;
    startIndex();
    expect(await found('hello')).toEqual([]);

    const sent = message('hello there');
    await chat().appendMessages(session, [sent]);
    await eventually('hello', [sent.id]);

    await chat().editMessage(session, sent.id, { content: 'goodbye now' });
    await eventually('goodbye', [sent.id]);
    expect(await found('hello')).toEqual([]);

    const reply = message('', { role: 'assistant', streaming: true });
    await chat().appendMessages(session, [reply]);
    chat().updateMessage(session, reply.id, { content: 'a streamed answer' });
    await chat().appendMessages(session, [message('unrelated, to let a change through')]);
    await vi.waitFor(async () => expect(await found('unrelated')).toHaveLength(1));
    expect(await found('streamed')).toEqual([]);
    await chat().finishMessage(session, reply.id);
    await eventually('streamed', [reply.id]);

    await chat().deleteMessage(session, sent.id);
    await eventually('goodbye', []);
  });

  it('drops a deleted session, brings it back on undo, and empties a reset one', async () => {
    const kept = chat().currentSessionId;
    await chat().appendMessages(kept, [message('cherry stays')]);
    const doomed = chat().newSession();
    const goes = message('cherry goes');
    await chat().appendMessages(doomed.id, [goes]);
    await flushWrites();
    startIndex();
    expect(await found('cherry')).toHaveLength(2);

    const undo = chat().deleteSession(doomed.id);
    await eventually('goes', []);
    await undo();
    await eventually('goes', [goes.id]);

    await chat().resetSession(kept);
    await eventually('stays', []);
  });

  it('reads a restored session from storage when its messages were not in memory', async () => {
    const first = chat().currentSessionId;
    const other = chat().newSession();
    const text = message('plums elsewhere');
    await chat().appendMessages(first, [text]);
    await flushWrites();
    await simulateReload();
    await hydrateStores();
    chat().selectSession(other.id);
    await vi.waitFor(() => expect(chat().messagesBySession[other.id]).toBeDefined());
    startIndex();
    expect(await found('plums')).toEqual([text.id]);
    const undo = chat().deleteSession(first);
    await eventually('plums', []);
    await undo();
    await eventually('plums', [text.id]);
  });
});
