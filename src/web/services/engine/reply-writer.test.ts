import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../../stores/chat-store';
import { LIVE_TEXT_STORE_SYNC_MS } from '../../stores/constants';
import { liveText } from '../../stores/live-text';
import { createReplyWriter } from './reply-writer';
import { freshEngineState, lastMessage } from './test-support';

const FRAME_MS = 16;
/** Long enough for the rest of a reply to be revealed once its stream has ended. */
const END_REVEAL_MS = 1000;
let sessionId = '';
const replyId = 'reply-1';
const stored = () => String(lastMessage(sessionId)?.content ?? '');

beforeEach(async () => {
  sessionId = await freshEngineState();
  await useChatStore.getState().appendMessages(sessionId, [{ id: replyId, role: 'assistant', content: '', date: Date.now(), streaming: true }]);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Finishes the reply, letting the clock run while the rest of its text is revealed. */
async function finish(writer: ReturnType<typeof createReplyWriter>): Promise<boolean> {
  const finishing = writer.finish();
  await vi.advanceTimersByTimeAsync(END_REVEAL_MS);
  return finishing;
}

describe('createReplyWriter', () => {
  it('shows each frame’s text at once, and gives the store the first words at once and the rest a few times a second', async () => {
    const writer = createReplyWriter(sessionId, replyId);
    writer.pushText('x'.repeat(600));
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    const first = liveText(replyId) ?? '';
    expect(first.length).toBeGreaterThan(0);
    expect(stored()).toBe(first);

    const frames = Math.floor(LIVE_TEXT_STORE_SYNC_MS / FRAME_MS) - 1;
    const shown: number[] = [];
    for (let frame = 0; frame < frames; frame++) {
      await vi.advanceTimersByTimeAsync(FRAME_MS);
      shown.push(liveText(replyId)?.length ?? 0);
    }
    // The text grew every frame; the store did not follow each one.
    expect(new Set(shown).size).toBe(frames);
    expect(stored()).toBe(first);

    await vi.advanceTimersByTimeAsync(LIVE_TEXT_STORE_SYNC_MS);
    expect(stored().length).toBeGreaterThan(first.length);
    expect(stored().length).toBeLessThanOrEqual(liveText(replyId)?.length ?? 0);

    await finish(writer);
    expect(lastMessage(sessionId)).toMatchObject({ content: 'x'.repeat(600), streaming: false });
    expect(liveText(replyId)).toBeUndefined();
  });

  it('after the reply ends no late update overwrites the finished text', async () => {
    const writer = createReplyWriter(sessionId, replyId);
    writer.pushText('abcdefghij'.repeat(30));
    await vi.advanceTimersByTimeAsync(FRAME_MS * 3);
    await finish(writer);
    await vi.advanceTimersByTimeAsync(LIVE_TEXT_STORE_SYNC_MS * 2);
    expect(stored()).toBe('abcdefghij'.repeat(30));
    expect(liveText(replyId)).toBeUndefined();
  });

  it('shows the reasoning as it arrives, opens its block in the store at once and syncs the rest a few times a second', async () => {
    const writer = createReplyWriter(sessionId, replyId);
    const storedReasoning = () => lastMessage(sessionId)?.reasoning;
    writer.pushReasoning('Let me');
    expect(liveText(replyId, 'reasoning')).toBe('Let me');
    expect(storedReasoning()).toBe('Let me');

    writer.pushReasoning(' think');
    writer.pushReasoning(' about it.');
    expect(liveText(replyId, 'reasoning')).toBe('Let me think about it.');
    expect(storedReasoning()).toBe('Let me');
    expect(liveText(replyId)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(LIVE_TEXT_STORE_SYNC_MS);
    expect(storedReasoning()).toBe('Let me think about it.');
    expect(stored()).toBe('');

    writer.pushText('42');
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    // The first revealed character reaches the store at once.
    expect(stored()).toBe('4');
    await finish(writer);
    expect(lastMessage(sessionId)).toMatchObject({ content: '42', reasoning: 'Let me think about it.', streaming: false });
    expect(liveText(replyId, 'reasoning')).toBeUndefined();
  });
});

describe('what a screen reader hears', () => {
  const region = () => document.getElementById('announcer');

  it('that the reply started, then the finished reply once, not its streamed pieces', async () => {
    const writer = createReplyWriter(sessionId, replyId);
    await vi.waitFor(() => expect(region()).toHaveTextContent('Assistant is answering…'));
    expect(region()).toHaveAttribute('aria-live', 'polite');
    writer.pushText('The **answer** ');
    await vi.advanceTimersByTimeAsync(FRAME_MS * 10);
    writer.pushText('is 42.');
    await vi.advanceTimersByTimeAsync(FRAME_MS * 10);
    expect(region()).toHaveTextContent('Assistant is answering…');
    await finish(writer);
    expect(region()).toHaveTextContent('Assistant answered: The answer is 42.');
    expect(region()?.children).toHaveLength(1);
  });

  it('names the model that answers, and says an error the reply ended with', async () => {
    await useChatStore.getState().updateMessage(sessionId, replyId, { model: 'gpt-4o' });
    const writer = createReplyWriter(sessionId, replyId);
    await vi.waitFor(() => expect(region()).toHaveTextContent('gpt-4o is answering…'));
    writer.addError('The provider could not be reached.');
    await finish(writer);
    expect(region()).toHaveTextContent('gpt-4o answered: The provider could not be reached.');
  });
});
