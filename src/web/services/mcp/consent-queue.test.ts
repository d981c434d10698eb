import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateStores } from '../../stores/hydrate';
import { useChatStore } from '../../stores/chat-store';
import { resetStoresForTests } from '../../stores/test-utils';
import type { ToolConsentRequest } from './consent';
import { queueConsent } from './consent-queue';
import { useConsentQueue } from './consent-pending';

const request = (sessionId: string): ToolConsentRequest => ({
  sessionId,
  serverId: 's1',
  serverName: 'Files',
  toolName: 'read',
  arguments: {},
  readOnly: true,
  destructive: false,
});

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
  useConsentQueue.setState({ pending: [] });
});

describe('queueConsent', () => {
  it('denies the questions of a chat that is deleted, and keeps the others waiting', async () => {
    const chat = useChatStore.getState();
    const first = chat.currentSessionId;
    chat.newSession();
    const second = useChatStore.getState().currentSessionId;
    const gone = queueConsent(request(first), new AbortController().signal);
    void queueConsent(request(second), new AbortController().signal);
    useChatStore.getState().deleteSession(first);
    await expect(gone).resolves.toBe('deny');
    expect(useConsentQueue.getState().pending.map((item) => item.request.sessionId)).toEqual([second]);
  });
});
