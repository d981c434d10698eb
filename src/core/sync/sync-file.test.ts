import { describe, expect, it } from 'vitest';
import { emptyState, readSyncFile } from './sync-file';

describe('readSyncFile', () => {
  it('reads a state of ours', () => {
    expect(readSyncFile(JSON.stringify(emptyState(5)))).toEqual({ ok: true, state: emptyState(5) });
  });

  it.each([
    ['cut short', JSON.stringify(emptyState(5)).slice(0, 40), 'corrupt'],
    ['of our format with a table missing', '{"format":"polychat-backup","version":1,"exportedAt":1}', 'corrupt'],
    ['of another app', '{"chat-next-web-store":{"sessions":[]}}', 'foreign'],
    ['not an object', '[1,2]', 'foreign'],
    ['of a newer version', '{"format":"polychat-backup","version":2}', 'newer'],
  ])('refuses a file %s', (_, text, problem) => {
    expect(readSyncFile(text)).toEqual({ ok: false, problem });
  });
});
