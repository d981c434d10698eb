import { describe, expect, it } from 'vitest';
import { PendingRequests } from './pending-requests';

describe('PendingRequests', () => {
  it('stops one request by its two-part key', () => {
    const pending = new PendingRequests();
    const a = new AbortController();
    const b = new AbortController();
    pending.add('s1', 'm1', a);
    pending.add('s1', 'm2', b);
    pending.stop('s1', 'm1');
    expect(a.signal.aborted).toBe(true);
    expect(b.signal.aborted).toBe(false);
    expect(pending.hasPending()).toBe(true);
  });

  it('stops a session or everything', () => {
    const pending = new PendingRequests();
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    pending.add('s1', 'm1', controllers[0]!);
    pending.add('s1', 'm2', controllers[1]!);
    pending.add('s2', 'm3', controllers[2]!);
    pending.stopSession('s1');
    expect(controllers.map((c) => c.signal.aborted)).toEqual([true, true, false]);
    pending.stopAll();
    expect(controllers[2]!.signal.aborted).toBe(true);
    expect(pending.hasPending()).toBe(false);
  });

  it('forgets finished requests', () => {
    const pending = new PendingRequests();
    pending.add('s', 'm', new AbortController());
    pending.remove('s', 'm');
    expect(pending.hasPending()).toBe(false);
  });
});
