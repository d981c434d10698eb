import { describe, expect, it } from 'vitest';
import { createWorkerReplies } from './worker-replies';

describe('worker replies', () => {
  it('settles each request by its own id, once, and everything open when the worker is gone', async () => {
    const replies = createWorkerReplies<string>();
    const sent: number[] = [];
    const first = replies.ask((id) => sent.push(id));
    const second = replies.ask((id) => sent.push(id));
    const third = replies.ask((id) => sent.push(id));
    expect(new Set(sent).size).toBe(3);
    replies.resolve(sent[1]!, 'two');
    replies.resolve(sent[1]!, 'again');
    replies.reject(sent[0]!, new Error('one failed'));
    await expect(second).resolves.toBe('two');
    await expect(first).rejects.toThrow('one failed');
    replies.settleAll({ value: 'gone' });
    await expect(third).resolves.toBe('gone');
    const late = replies.ask(() => undefined);
    replies.settleAll({ error: new Error('stopped') });
    await expect(late).rejects.toThrow('stopped');
  });
});
