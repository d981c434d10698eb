import { describe, expect, it } from 'vitest';
import { PROVIDERS, isAllowedPath } from './catalog';
import { CHAT_ADAPTERS, findChatAdapter, getChatAdapter } from './registry';
import { testInput } from './test-input';

describe('registry', () => {
  it('holds the adapters of this family under their own ids', () => {
    for (const id of ['openai', 'azure', 'google', 'anthropic', 'bytedance', 'moonshot', 'iflytek'] as const) {
      expect(getChatAdapter(id).id).toBe(id);
    }
    for (const [id, adapter] of Object.entries(CHAT_ADAPTERS)) expect(adapter?.id).toBe(id);
  });

  it('has no chat adapter for the image-only provider', () => {
    expect(findChatAdapter('stability')).toBeUndefined();
    expect(() => getChatAdapter('stability')).toThrow('stability');
  });

  it('builds only paths the server allows', () => {
    for (const adapter of Object.values(CHAT_ADAPTERS)) {
      if (!adapter) continue;
      for (const stream of [true, false]) {
        const input = testInput({ stream, endpoint: { baseUrl: `/api/${adapter.id}`, apiKey: 'k' } });
        const url = new URL(adapter.buildChatRequest(input).url, 'http://local.test');
        const path = url.pathname.replace(`/api/${adapter.id}/`, '');
        expect(isAllowedPath(adapter.id, path), `${adapter.id} ${path}`).toBe(true);
        expect(PROVIDERS[adapter.id].id).toBe(adapter.id);
      }
    }
  });
});
