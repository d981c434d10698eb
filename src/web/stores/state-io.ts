// After another device or tab changed the database, the stores that hold shared data read it
// again.

import { useAccessStore } from './access-store';
import { useChatStore } from './chat-store';
import { useConfigStore } from './config-store';
import { useMaskStore } from './mask-store';
import { useMcpServerStore } from './mcp-server-store';
import { usePluginStore } from './plugin-store';
import { usePromptStore } from './prompt-store';
import { useSdStore } from './sd-store';

export async function reloadStores(): Promise<void> {
  await useConfigStore.getState().hydrate();
  await Promise.all([
    useAccessStore.getState().hydrate(),
    useMaskStore.getState().hydrate(),
    usePromptStore.getState().hydrate(),
    usePluginStore.getState().hydrate(),
    useSdStore.getState().hydrate(),
    useMcpServerStore.getState().hydrate(),
    useChatStore.getState().refresh(),
  ]);
}
