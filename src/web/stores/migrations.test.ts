import { describe, expect, it } from 'vitest';
import { CLAMPS } from '../../core/constants/models';
import { DEFAULT_SYNC_USERNAME, LEGACY_CORS_PATH, defaultAppConfig, defaultModelConfig } from '../../core/defaults';
import { migrateAccess, migrateConfig, migrateMask, migratePrompts, migrateSession, migrateSync } from './migrations';
import { clampModelConfig } from '../../core/models/clamp';
import { normalizeModelConfig } from './normalize';

let n = 0;
const ctx = { now: 1000, newId: () => `new-${++n}` };

describe('config migration', () => {
  it('fills missing fields from defaults and keeps the stored ones', () => {
    const { value, rejected } = migrateConfig({ theme: 'dark', fontSize: 18 }, 3.8);
    expect(value).toEqual({ ...defaultAppConfig(), theme: 'dark', fontSize: 18 });
    expect(rejected).toEqual([]);
  });

  it('replaces fields of the wrong type and reports them', () => {
    const { value, rejected } = migrateConfig({ theme: 'purple', sidebarWidth: '300' }, 3.9);
    expect(value.theme).toBe('auto');
    expect(rejected).toEqual(['theme', 'sidebarWidth']);
  });

  it('clamps the model config and fills its missing fields', () => {
    const { value } = migrateConfig({ modelConfig: { temperature: 9, top_p: -1, max_tokens: 'lots', model: 'x' } }, 3);
    expect(value.modelConfig).toEqual({
      ...defaultModelConfig(),
      model: 'x',
      temperature: CLAMPS.temperature.max,
      top_p: CLAMPS.top_p.min,
      max_tokens: CLAMPS.max_tokens.fallback,
    });
  });

  it('clamps every bounded parameter', () => {
    const clamped = clampModelConfig({
      ...defaultModelConfig(),
      max_tokens: 10_000_000,
      presence_penalty: -5,
      frequency_penalty: 5,
    });
    expect(clamped).toMatchObject({ max_tokens: 512_000, presence_penalty: -2, frequency_penalty: 2 });
    expect(normalizeModelConfig(null)).toEqual(defaultModelConfig());
  });
});

describe('sync migration', () => {
  const stored = {
    provider: 'upstash',
    useProxy: true,
    proxyUrl: LEGACY_CORS_PATH,
    upstash: { endpoint: 'https://u', username: 'custom', apiKey: 'k' },
  };

  it('below 1.1 resets the upstash username and below 1.2 clears the old cors path', () => {
    const { value } = migrateSync(stored, 1.0);
    expect(value.upstash).toEqual({ endpoint: 'https://u', username: DEFAULT_SYNC_USERNAME, apiKey: 'k' });
    expect(value.proxyUrl).toBe('');
  });

  it('at 1.1 keeps the username but clears the old cors path', () => {
    const { value } = migrateSync(stored, 1.1);
    expect(value.upstash.username).toBe('custom');
    expect(value.proxyUrl).toBe('');
  });

  it('at 1.2 leaves everything, including a proxy URL that happens to match', () => {
    const { value } = migrateSync(stored, 1.2);
    expect(value.proxyUrl).toBe(LEGACY_CORS_PATH);
    expect(value.upstash.username).toBe('custom');
    expect(value.webdav).toEqual({ endpoint: '', username: '', password: '' });
  });
});

describe('access migration', () => {
  it('keeps user fields and never reads server fields from storage', () => {
    const { value } = migrateAccess({ openaiApiKey: 'sk', needCode: false }, 1);
    expect(value.openaiApiKey).toBe('sk');
    expect('needCode' in value).toBe(false);
  });
});

describe('prompt migration', () => {
  const prompts = [
    { id: 'a', title: 't', content: 'c', createdAt: 1, updatedAt: 1, isUser: true },
    { id: 'b', title: 't2', content: 'c2', createdAt: 2, updatedAt: 2, isUser: true },
  ];

  it('below 3 gives every prompt a new id', () => {
    const migrated = migratePrompts(prompts, 2, ctx);
    expect(migrated.map((p) => p.id)).not.toContain('a');
    expect(new Set(migrated.map((p) => p.id)).size).toBe(2);
    expect(migrated.map((p) => p.title)).toEqual(['t', 't2']);
  });

  it('at 3 keeps the ids', () => {
    expect(migratePrompts(prompts, 3, ctx)).toEqual(prompts);
  });
});

describe('mask and chat migrations', () => {
  it('mask ids become strings and the model config becomes whole', () => {
    const mask = migrateMask({ id: 100001, name: 'M', avatar: 'a', context: [], createdAt: 5, builtin: true }, 3, ctx);
    expect(mask).toMatchObject({ id: '100001', updatedAt: 5, modelConfig: defaultModelConfig() });
  });

  it('sessions and their mask context messages get ids and update times', () => {
    const session = migrateSession(
      { lastUpdate: 77, mask: { id: 3, context: [{ date: 9, role: 'user', content: 'hi' }] } },
      3,
      ctx,
    ) as { id: string; updatedAt: number; mask: { id: string; context: { id: string; updatedAt: number }[] } };
    expect(session.id).toMatch(/^new-/);
    expect(session.updatedAt).toBe(77);
    expect(session.mask.id).toBe('3');
    expect(session.mask.context[0]).toMatchObject({ updatedAt: 9 });
    expect(session.mask.context[0]?.id).toMatch(/^new-/);
  });

  it('leaves an existing update time alone (repairs are safe to repeat)', () => {
    expect(migrateSession({ id: 's', updatedAt: 5, lastUpdate: 9 }, 3.1, ctx)).toMatchObject({ id: 's', updatedAt: 5 });
  });
});
