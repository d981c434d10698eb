import { describe, expect, it } from 'vitest';
import { parsePluginFile, pluginFileContent } from './plugin-io';

const plugin = { id: 'p1', title: 'Weather', version: '1.0', content: 'openapi: 3.1.0', builtin: false, createdAt: 1, authType: 'bearer' as const, authToken: 't' };

describe('plugin files', () => {
  it('round-trips plugins with fresh ids', () => {
    let next = 0;
    const read = parsePluginFile(pluginFileContent([plugin]), { newId: () => `n${next++}`, now: 100 });
    expect(read).toEqual([{ ...plugin, id: 'n0', createdAt: 100 }]);
  });

  it('refuses a file that is not plugins, adding nothing', () => {
    const fresh = { newId: () => 'x', now: 1 };
    expect(parsePluginFile('{not json', fresh)).toBeNull();
    expect(parsePluginFile(JSON.stringify([{ name: 'a mask' }]), fresh)).toBeNull();
    expect(parsePluginFile(JSON.stringify([plugin, { ...plugin, authType: 'magic' }]), fresh)).toBeNull();
  });
});
