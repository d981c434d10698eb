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

describe('a local MCP server’s environment (where its tokens go)', () => {
  const server = (env?: Record<string, string>, updatedAt = 1) => ({
    id: 'gh',
    name: 'GitHub',
    url: '',
    command: 'github-mcp',
    createdAt: 1,
    updatedAt,
    ...(env ? { env } : {}),
  });
  const keys = { includeKeys: true, includeImages: false };
  const noKeys = { includeKeys: false, includeImages: false };

  it('leaves the device only with the keys', () => {
    const here = { ...emptyState(1), mcpServers: [server({ GITHUB_TOKEN: 'ghp_secret' })] };
    expect(JSON.stringify(outgoingPart(here, noKeys))).not.toContain('ghp_secret');
    expect(outgoingPart(here, noKeys).mcpServers).toEqual([server()]);
    expect(outgoingPart(here, keys).mcpServers).toEqual([server({ GITHUB_TOKEN: 'ghp_secret' })]);
  });

  it('stays as it is here when a newer entry from another device comes in without it', () => {
    const here = { ...emptyState(1), mcpServers: [server({ GITHUB_TOKEN: 'ghp_mine' })] };
    const merged = { ...emptyState(1), mcpServers: [{ ...server(undefined, 5), name: 'GitHub (renamed)' }] };
    expect(incomingPart(merged, noKeys, here).mcpServers).toEqual([{ ...server({ GITHUB_TOKEN: 'ghp_mine' }, 5), name: 'GitHub (renamed)' }]);
  });

  it('is never taken from another device without the keys, and is with them', () => {
    const here = { ...emptyState(1), mcpServers: [server()] };
    const merged = { ...emptyState(1), mcpServers: [server({ GITHUB_TOKEN: 'ghp_theirs' }, 5)] };
    expect(incomingPart(merged, noKeys, here).mcpServers).toEqual([server(undefined, 5)]);
    expect(incomingPart(merged, keys, here).mcpServers).toEqual([server({ GITHUB_TOKEN: 'ghp_theirs' }, 5)]);
  });
});
