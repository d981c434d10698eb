// A long session opens at its newest messages: they are drawn while the older ones are read.

import { beforeEach, describe, expect, it } from 'vitest';
import { visiblePath } from '../../core/chat/tree';
import type { StoredMessage } from '../../core/schemas';
import type { ChatMessage } from '../../core/types';
import { toStored } from './chat-db';
import { useChatStore } from './chat-store';
import type { SessionTail } from './chat-state';
import { EARLIER_PATH_END_READ_LIMIT, OPENING_TAIL_MESSAGES, TAIL_FIRST_ABOVE_MESSAGES } from './constants';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { resetStoresForTests, simulateReload } from './test-utils';

const chat = () => useChatStore.getState();

function messages(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => ({ id: `m${i}`, date: i, role: i % 2 ? 'assistant' : 'user', content: `message ${i}` }));
}

/** Reloads and records every tail the store shows while the current session loads again;
 * `onTail` runs as each is shown. */
async function reopen(onTail: () => void = () => {}): Promise<{ tails: SessionTail[]; hydrated: Promise<unknown> }> {
  await simulateReload();
  const tails: SessionTail[] = [];
  const stop = useChatStore.subscribe((state, previous) => {
    if (state.tailsBySession === previous.tailsBySession) return;
    const shown = Object.values(state.tailsBySession);
    tails.push(...shown);
    if (shown.length > 0) onTail();
  });
  const hydrated = hydrateStores().finally(stop);
  return { tails, hydrated };
}

const contents = (list: readonly ChatMessage[] | undefined) => list?.map((m) => m.content);

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});

describe('opening a long session', () => {
  it('shows its newest messages first, with their place, then the whole session in order', async () => {
    const id = chat().currentSessionId;
    const all = messages(2_450); // more than two of the reader's batches
    await chat().appendMessages(id, all);
    const { tails, hydrated } = await reopen();
    await hydrated;
    // The first screen is drawn once the newest are there, while the older ones are still read.
    expect(chat().tailsBySession[id]).toBeDefined();
    expect(chat().messagesBySession[id]).toBeUndefined();
    await chat().loadMessages(id);
    expect(tails).toHaveLength(1);
    expect(tails[0]?.before).toBe(2_450 - OPENING_TAIL_MESSAGES);
    expect(contents(tails[0]?.messages)).toEqual(contents(all.slice(-OPENING_TAIL_MESSAGES)));
    const whole = chat().messagesBySession[id];
    expect(contents(whole)).toEqual(contents(all));
    // The newest are the same objects, so the rows on screen are not drawn again.
    expect(whole?.at(-1)).toBe(tails[0]?.messages.at(-1));
    expect(chat().tailsBySession).toEqual({});
  });

  it('counts the places before the newest messages right when some were deleted', async () => {
    const id = chat().currentSessionId;
    const all = messages(1_200);
    await chat().appendMessages(id, all);
    await chat().deleteMessage(id, 'm10');
    await chat().deleteMessage(id, 'm1150');
    const { tails, hydrated } = await reopen();
    await hydrated;
    await chat().loadMessages(id);
    const kept = all.filter((m) => m.id !== 'm10' && m.id !== 'm1150');
    expect(tails[0]?.before).toBe(kept.length - OPENING_TAIL_MESSAGES);
    expect(contents(tails[0]?.messages)).toEqual(contents(kept.slice(-OPENING_TAIL_MESSAGES)));
    expect(contents(chat().messagesBySession[id])).toEqual(contents(kept));
  });

  it('keeps a message another tab adds while the older ones are read', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, messages(900));
    const fromAnotherTab = { id: 'other-tab', date: 1, role: 'user' as const, content: 'from another tab' };
    let added: Promise<unknown> | undefined;
    const { hydrated } = await reopen(() => {
      added = openDb().then((db) => db?.put('messages', toStored(fromAnotherTab, id, 900, Date.now())));
    });
    await hydrated;
    await added;
    const whole = await chat().loadMessages(id);
    expect(whole).toHaveLength(901);
    expect(whole.at(-1)?.content).toBe('from another tab');
  });

  it("shows another tab's edit of a newest message, written after they were read, once it is followed", async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, messages(3_000));
    let written: Promise<unknown> | undefined;
    const { hydrated } = await reopen(() => {
      // The other tab's edit lands as soon as the newest are shown, before the older ones are read.
      written = openDb().then(async (db) => {
        const row = (await db?.get('messages', 'm2950')) as StoredMessage;
        await db?.put('messages', { ...row, content: 'edited in another tab' });
      });
    });
    await hydrated;
    await written;
    // This tab follows the other's announcement (here the older ones have been read by the time
    // it looks; in a browser a 20,000-message chat may still be reading, which refresh waits for).
    await chat().refresh([id]);
    expect(chat().messagesBySession[id]?.[2950]?.content).toBe('edited in another tab');
    expect(chat().messagesBySession[id]).toHaveLength(3_000);
  });

  it('opened on a branch stored before its newest messages, shows that branch from the first frame', async () => {
    const id = chat().currentSessionId;
    const line = messages(500);
    await chat().appendMessages(id, line);
    // A new version of answer 201, then 300 messages on it: the newest stored are all on that branch.
    const version = { id: 'version', date: 10_000, role: 'assistant' as const, content: 'another version', parentId: 'm200' };
    await chat().appendMessages(id, [version]);
    const onVersion = Array.from({ length: 300 }, (_, i) => ({ id: `n${i}`, date: 10_001 + i, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `branch ${i}` }));
    await chat().appendMessages(id, onVersion);
    // Back to the first version: the path is the first 500 again.
    await chat().chooseVersions(id, ['m201']);
    const { tails, hydrated } = await reopen();
    await hydrated;
    await chat().loadMessages(id);
    expect(tails).toHaveLength(1);
    expect(contents(tails[0]?.messages)).toEqual(contents(line.slice(-OPENING_TAIL_MESSAGES)));
    expect(tails[0]?.before).toBe(500 - OPENING_TAIL_MESSAGES);
    expect(contents(visiblePath(chat().messagesBySession[id] ?? []))).toEqual(contents(line));
    expect(chat().messagesBySession[id]).toHaveLength(801);
  });

  it('opened on a branch stored long before its newest messages, draws nothing of the newest stored branch', async () => {
    const id = chat().currentSessionId;
    const line = messages(500);
    await chat().appendMessages(id, line);
    const version = { id: 'version', date: 10_000, role: 'assistant' as const, content: 'another version', parentId: 'm200' };
    const onVersion = Array.from({ length: EARLIER_PATH_END_READ_LIMIT + 1 }, (_, i) => ({ id: `n${i}`, date: 10_001 + i, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `branch ${i}` }));
    await chat().appendMessages(id, [version, ...onVersion]);
    await chat().chooseVersions(id, ['m201']);
    const { tails, hydrated } = await reopen();
    await hydrated;
    await chat().loadMessages(id);
    // Too far back to read first: drawn once all are read, and not the other branch meanwhile.
    expect(tails.flatMap((tail) => contents(tail.messages))).toEqual([]);
    expect(contents(visiblePath(chat().messagesBySession[id] ?? []))).toEqual(contents(line));
  });

  it("gives the newest messages of the path their versions, and the rows before them the path's length", async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, messages(600));
    // A version of the last answer, made the path: the other stays as version 1 of 2.
    await chat().appendMessages(id, [{ id: 'retry', date: 10_000, role: 'assistant', content: 'retried', parentId: 'm598' }]);
    const { tails, hydrated } = await reopen();
    await hydrated;
    await chat().loadMessages(id);
    const shown = tails[0]?.messages ?? [];
    // The newest stored less the version not on the path, each under the one before it.
    expect(shown.map((m) => m.id)).toEqual([...Array.from({ length: OPENING_TAIL_MESSAGES - 2 }, (_, i) => `m${501 + i}`), 'retry']);
    expect((tails[0]?.before ?? 0) + shown.length).toBe(600);
    expect(tails[0]?.versions?.get('retry')).toEqual({ index: 1, total: 2 });
  });

  it('reads a session of up to the threshold in one go', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, messages(TAIL_FIRST_ABOVE_MESSAGES));
    const { tails, hydrated } = await reopen();
    await hydrated;
    expect(tails).toEqual([]);
    expect(chat().messagesBySession[id]).toHaveLength(TAIL_FIRST_ABOVE_MESSAGES);
  });

  it('keeps an edit made to a newest message before the older ones were read', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, messages(1_000));
    let edited: Promise<void> | undefined;
    const { tails, hydrated } = await reopen(() => {
      edited = chat().editMessage(id, 'm999', { content: 'edited at once' });
    });
    await hydrated;
    await chat().loadMessages(id);
    expect(tails).toHaveLength(1);
    await edited;
    expect(chat().messagesBySession[id]?.at(-1)?.content).toBe('edited at once');
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(chat().messagesBySession[id]?.at(-1)?.content).toBe('edited at once');
    expect(chat().messagesBySession[id]).toHaveLength(1_000);
  });
});
