import { describe, expect, it } from 'vitest';
import { incomingPart, outgoingPart } from './scope';
import { emptyState } from './sync-file';

const local = {
  ...emptyState(1),
  settings: [
    { name: 'config', version: 1, updatedAt: 1, data: {} },
    { name: 'access', version: 1, updatedAt: 1, data: { openaiApiKey: 'sk-secret', accessCode: 'code' } },
    { name: 'sync', version: 1, updatedAt: 1, data: { webdav: { password: 'dav-secret' } } },
    { name: 'chat', version: 1, updatedAt: 1, data: { currentSessionId: 's' } },
  ],
  images: [{ id: 'i', dataUrl: 'data:image/png;base64,AAAA' }],
};

describe('what leaves the device', () => {
  it('never sends the sync settings or the open chat, and keys and images only when chosen', () => {
    const plain = JSON.stringify(outgoingPart(local, { includeKeys: false, includeImages: false }));
    expect(plain).not.toContain('sk-secret');
    expect(plain).not.toContain('dav-secret');
    expect(plain).not.toContain('currentSessionId');
    expect(plain).not.toContain('base64');
    const all = outgoingPart(local, { includeKeys: true, includeImages: true });
    expect(all.settings.map((row) => (row as { name: string }).name)).toEqual(['config', 'access']);
    expect(JSON.stringify(all)).not.toContain('dav-secret');
    expect(all.images).toHaveLength(1);
  });

  it('takes in other devices’ keys only when sharing keys, and their images always', () => {
    expect(incomingPart(local, { includeKeys: false, includeImages: false }).settings).toHaveLength(1);
    expect(incomingPart(local, { includeKeys: true, includeImages: false }).settings).toHaveLength(2);
    expect(incomingPart(local, { includeKeys: false, includeImages: false }).images).toHaveLength(1);
  });
});
