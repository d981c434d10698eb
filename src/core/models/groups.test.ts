import { describe, expect, it } from 'vitest';
import {
  BAILIAN_MODEL_DISPLAY_NAME,
  MODEL_CATEGORY_NAMES,
  defaultProviderGroups,
  groupModelEntries,
  parseProviderGroupsOverride,
  providerGroups,
  publicGroups,
} from './groups';

describe('provider groups', () => {
  it('has six groups, one per category, in the spec order', () => {
    expect(MODEL_CATEGORY_NAMES).toEqual(['最有趣', '最均衡', '最实时', '最快速', '绘画模型', '医疗模型']);
    const groups = defaultProviderGroups();
    expect(groups).toHaveLength(6);
    groups.forEach((group, i) => {
      expect(group.models[0]?.displayName).toBe(MODEL_CATEGORY_NAMES[i]);
      expect(group.token).toBe('');
    });
  });

  it('names the Bailian model and points the medical group at its server path', () => {
    const groups = defaultProviderGroups();
    expect(groups.flatMap((g) => g.models).map((m) => m.displayName)).toContain(BAILIAN_MODEL_DISPLAY_NAME);
    expect(groups[5]?.url).toBe('llm/medical-image-analysis-sse');
    expect(groups[4]?.models).toEqual([{ name: 'dall-e-3', displayName: '绘画模型' }]);
    expect(groups[3]?.url).toBe('https://api.openai.com');
  });

  it('says which wire format each group speaks', () => {
    expect(defaultProviderGroups().map((group) => group.provider)).toEqual(['moonshot', 'alibaba', 'baidu', 'openai', 'openai', 'openai']);
  });

  it('applies an override field by field and group by group', () => {
    const groups = providerGroups([
      undefined,
      { token: 'secret-1' },
      null,
      { url: 'https://relay.example/v1', models: [{ name: 'fast-1', displayName: 'Fast' }] },
    ]);
    const defaults = defaultProviderGroups();
    expect(groups[0]).toEqual(defaults[0]);
    expect(groups[1]).toEqual({ ...defaults[1], token: 'secret-1' });
    expect(groups[2]).toEqual(defaults[2]);
    expect(groups[3]).toEqual({ provider: 'openai', url: 'https://relay.example/v1', token: '', models: [{ name: 'fast-1', displayName: 'Fast' }] });
    expect(groups[5]).toEqual(defaults[5]);
    expect(providerGroups()).toEqual(defaults);
  });

  it('gives a group whose provider changes that provider\'s url, unless a url is set too', () => {
    const groups = providerGroups([{ provider: 'anthropic' }, { provider: 'openai', url: 'https://relay.example' }, { provider: 'baidu' }]);
    expect(groups[0]).toMatchObject({ provider: 'anthropic', url: 'https://api.anthropic.com' });
    expect(groups[1]).toMatchObject({ provider: 'openai', url: 'https://relay.example' });
    // The same provider as the default keeps the default url.
    expect(groups[2]).toEqual(defaultProviderGroups()[2]);
  });

  it('does not share model lists with the override', () => {
    const models = [{ name: 'a', displayName: 'A' }];
    const groups = providerGroups([{ models }]);
    groups[0]!.models[0]!.name = 'changed';
    expect(models[0]?.name).toBe('a');
  });

  it('publicGroups strips every token and address, and nothing else', () => {
    const groups = providerGroups([{ token: 't0' }, { token: 't1' }, { token: 't2' }, { token: 't3' }, { token: 't4' }, { token: 't5' }]);
    const visible = publicGroups(groups);
    expect(JSON.stringify(visible)).not.toMatch(/t[0-5]"/);
    visible.forEach((group, i) => {
      expect(group).not.toHaveProperty('token');
      expect(group).toEqual({ provider: groups[i]?.provider, models: groups[i]?.models, reachable: expect.any(Boolean) });
    });
  });
});

describe('parseProviderGroupsOverride', () => {
  it('accepts a valid override, trimming values and keeping holes', () => {
    expect(parseProviderGroupsOverride([null, { url: ' https://x ', token: ' k ' }])).toEqual([undefined, { url: 'https://x', token: 'k' }]);
    expect(parseProviderGroupsOverride([])).toEqual([]);
    expect(parseProviderGroupsOverride([{ provider: 'anthropic' }])).toEqual([{ provider: 'anthropic' }]);
  });

  it('rejects more than six groups, unknown fields and incomplete models, naming the place', () => {
    expect(() => parseProviderGroupsOverride(new Array(7).fill({}))).toThrow('Invalid provider groups');
    expect(() => parseProviderGroupsOverride([{ tokn: 'x' }])).toThrow(/0/);
    expect(() => parseProviderGroupsOverride([{}, { models: [{ name: 'a' }] }])).toThrow(/1\.models\.0\.displayName/);
    expect(() => parseProviderGroupsOverride({ url: 'x' })).toThrow('(root)');
    expect(() => parseProviderGroupsOverride([{}, {}, { provider: 'OpenAI' }])).toThrow(/2\.provider/);
  });
});

describe('groupModelEntries', () => {
  it('offers no category the server cannot reach: a default install has no group tokens', () => {
    expect(groupModelEntries(publicGroups(defaultProviderGroups()))).toEqual([]);
    const one = providerGroups([undefined, { url: 'https://relay.example', token: 'k' }]);
    expect(groupModelEntries(publicGroups(one)).map((e) => e.type)).toEqual([1, 1]);
  });

  it('makes one entry per group model, type being the group index', () => {
    const reachable = defaultProviderGroups().map((group) => ({ ...group, url: 'https://relay.example', token: 'k' }));
    const entries = groupModelEntries(publicGroups(reachable));
    expect(entries.map((e) => e.type)).toEqual([0, 1, 1, 2, 3, 4, 5]);
    expect(entries[0]).toEqual({
      name: 'moonshot-v1-8k',
      displayName: '最有趣',
      available: true,
      sorted: 1000,
      type: 0,
      provider: { id: 'group-0', providerName: '最有趣', providerType: 'group', sorted: 0 },
    });
    expect(entries.map((e) => e.sorted)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006]);
  });
});
