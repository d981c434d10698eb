import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateStores } from '../../../stores/hydrate';
import { useMcpServerStore } from '../../../stores/mcp-server-store';
import { resetStoresForTests } from '../../../stores/test-utils';
import '../connect';
import { readServerAuth, updateServerAuth } from './auth-store';

const signedIn = (serverId: string) =>
  updateServerAuth(serverId, (record) => ({ ...record, tokens: { access_token: 'a', token_type: 'Bearer', refresh_token: 'r' } }));

/** Resolves once the server's stored sign-in is gone (it is forgotten after the store's change). */
async function forgotten(serverId: string): Promise<void> {
  await expect.poll(async () => (await readServerAuth(serverId)).tokens).toBeUndefined();
}

describe('a server’s sign-in is forgotten with it', () => {
  beforeEach(async () => {
    resetStoresForTests();
    await hydrateStores();
  });

  it('when the server is removed', async () => {
    const { id } = useMcpServerStore.getState().put({ id: 'gone', name: 'Notes', url: 'https://mcp.example/mcp', createdAt: 1 });
    await signedIn(id);
    useMcpServerStore.getState().remove(id);
    await forgotten(id);
  });

  it('when it moves to another address, and not when it is only renamed', async () => {
    const server = useMcpServerStore.getState().put({ id: 'moved', name: 'Notes', url: 'https://mcp.example/mcp', createdAt: 1 });
    await signedIn(server.id);
    useMcpServerStore.getState().put({ ...server, name: 'My notes' });
    expect((await readServerAuth(server.id)).tokens?.refresh_token).toBe('r');
    useMcpServerStore.getState().put({ ...server, url: 'https://elsewhere.example/mcp' });
    await forgotten(server.id);
  });
});
