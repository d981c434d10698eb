import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimInstance, instanceSocketPath } from './single-instance';

const socketIn = () => instanceSocketPath(mkdtempSync(join(tmpdir(), 'instance-')));

describe('one desktop instance at a time', () => {
  it('lets a second launch ask the first to come forward, and not start', async () => {
    const path = socketIn();
    const first = await claimInstance(path);
    expect(first.primary).toBe(true);
    if (!first.primary) return;
    const asked: (string | undefined)[] = [];
    first.onFocusRequest((fragment) => asked.push(fragment));
    expect((await claimInstance(path)).primary).toBe(false);
    expect((await claimInstance(path, { fragment: '#/?code=abc' })).primary).toBe(false);
    await expect.poll(() => asked).toEqual([undefined, '#/?code=abc']);
    first.release();
  });

  it("takes over a crashed instance's socket file", async () => {
    const path = socketIn();
    writeFileSync(path, '');
    const claim = await claimInstance(path);
    expect(claim.primary).toBe(true);
    if (claim.primary) claim.release();
  });

  it('names a pipe per data directory on Windows', () => {
    expect(instanceSocketPath('C:\\a', 'win32')).toMatch(/^\\\\\.\\pipe\\polychat-[0-9a-f]{16}$/);
    expect(instanceSocketPath('C:\\a', 'win32')).not.toBe(instanceSocketPath('C:\\b', 'win32'));
  });
});
