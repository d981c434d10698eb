import { describe, expect, it } from 'vitest';
import { LocalWrites } from './local-writes';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('local writes', () => {
  it('counts as possibly missed a write in flight when a read begins, or started during it', async () => {
    const writes = new LocalWrites();
    const before = deferred();
    const settled = writes.track(['early'], before.promise);
    const read = writes.watch();
    const during = deferred();
    const settledDuring = writes.track(['during'], during.promise);
    before.resolve();
    during.resolve();
    await Promise.all([settled, settledDuring]);
    // Both settled before the read was taken in: still possibly missed by it.
    expect([...read.seen].sort()).toEqual(['during', 'early']);
    read.stop();
  });

  it('does not count a write that settled before the read began, nor one after the read stopped', async () => {
    const writes = new LocalWrites();
    await writes.track(['done'], Promise.resolve());
    const read = writes.watch();
    read.stop();
    const after = writes.track(['later'], Promise.resolve());
    expect(read.seen.size).toBe(0);
    await after;
  });

  it('keeps a message in flight until its last write settles', async () => {
    const writes = new LocalWrites();
    const first = deferred();
    const second = deferred();
    const settledFirst = writes.track(['m'], first.promise);
    const settledSecond = writes.track(['m'], second.promise);
    first.resolve();
    await settledFirst;
    const read = writes.watch();
    expect(read.seen.has('m')).toBe(true);
    read.stop();
    second.resolve();
    await settledSecond;
    const next = writes.watch();
    expect(next.seen.has('m')).toBe(false);
    next.stop();
  });
});
