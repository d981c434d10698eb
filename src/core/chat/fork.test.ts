import { describe, expect, it } from 'vitest';
import { createEmptyMask, createEmptySession } from '../defaults';
import type { ChatMessage, SessionMeta } from '../types';
import { forkAt } from './fork';

const message = (i: number): ChatMessage => ({ id: `m${i}`, date: i, role: i % 2 ? 'assistant' : 'user', content: `text ${i}` });
const messages = [0, 1, 2, 3, 4, 5].map(message);

function session(patch: Partial<SessionMeta> = {}): SessionMeta {
  const mask = createEmptyMask({ id: 'mask', now: 1 });
  mask.context = [{ id: 'c', date: 0, role: 'system', content: 'preset' }];
  return { ...createEmptySession({ id: 's', now: 1, order: 0, mask }), topic: 'Trip', ...patch };
}

describe('forkAt', () => {
  it('keeps the messages up to and including the chosen one, as copies', () => {
    const fork = forkAt(session(), messages, 'm2', 'Trip (fork)');
    expect(fork?.messages.map((m) => m.id)).toEqual(['m0', 'm1', 'm2']);
    expect(fork?.messages[0]).not.toBe(messages[0]);
    expect(fork?.meta.topic).toBe('Trip (fork)');
  });

  it('copies the mask, so editing the fork’s preset context leaves the original alone', () => {
    const original = session();
    const fork = forkAt(original, messages, 'm1', 't');
    fork?.meta.mask.context.push(message(9));
    expect(original.mask.context).toHaveLength(1);
  });

  it('keeps the summary only when it covers nothing past the fork point', () => {
    const summarised = session({ memoryPrompt: 'summary', lastSummarizeIndex: 2 });
    expect(forkAt(summarised, messages, 'm3', 't')?.meta).toMatchObject({ memoryPrompt: 'summary', lastSummarizeIndex: 2 });
    expect(forkAt(summarised, messages, 'm0', 't')?.meta).toMatchObject({ memoryPrompt: '', lastSummarizeIndex: 0 });
  });

  it('keeps a cleared context only when it was cleared within the fork', () => {
    const cleared = session({ clearContextIndex: 2 });
    expect(forkAt(cleared, messages, 'm4', 't')?.meta.clearContextIndex).toBe(2);
    expect(forkAt(cleared, messages, 'm0', 't')?.meta).not.toHaveProperty('clearContextIndex');
  });

  it('leaves out the MCP tools allowed for the original chat: the fork asks again', () => {
    const fork = forkAt(session({ mcpAllowed: { files: ['read'] } }), messages, 'm1', 't');
    expect(fork?.meta.mcpAllowed).toBeUndefined();
  });

  it('is null for a message that is not in the session', () => {
    expect(forkAt(session(), messages, 'nope', 't')).toBeNull();
  });
});
