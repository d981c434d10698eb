import { describe, expect, it } from 'vitest';
import { clampModelParam } from '../../../core/models';
import { defaultProviderGroups, publicGroups } from '../../../core/models/groups';
import { choiceOf, modelOptions, optionValue, type ModelSources } from './model-options';

const base: ModelSources = { userCustomModels: '', serverCustomModels: '', disableGPT4: false, groups: [] };
const values = (sources: ModelSources) => modelOptions(sources).providers.flatMap((group) => group.options.map((o) => o.value));

describe('model picker options', () => {
  it('offers the built-in table grouped by provider', () => {
    const { providers, categories } = modelOptions(base);
    expect(categories).toEqual([]);
    expect(providers.map((group) => group.label)).toContain('OpenAI');
    expect(values(base)).toContain('gpt-4o-mini@OpenAI');
  });

  it('applies the user list, then the administrator list, which wins', () => {
    const user = values({ ...base, userCustomModels: 'my-model,-gpt-4o-mini' });
    expect(user).toContain('my-model@OpenAI');
    expect(user).not.toContain('gpt-4o-mini@OpenAI');
    const admin = values({ ...base, userCustomModels: 'my-model', serverCustomModels: '-my-model,+gpt-4o-mini' });
    expect(admin).not.toContain('my-model@OpenAI');
    expect(admin).toContain('gpt-4o-mini@OpenAI');
  });

  it('shows display names and puts custom providers on the OpenAI-style route once', () => {
    const { providers } = modelOptions({ ...base, userCustomModels: 'relay-model@relay=Relay,relay-model' });
    const all = providers.flatMap((group) => group.options);
    expect(all.filter((o) => o.value === 'relay-model@OpenAI')).toHaveLength(1);
  });

  it('hides the GPT-4 family when the administrator disabled it, but keeps gpt-4o-mini', () => {
    const list = values({ ...base, disableGPT4: true });
    expect(list.some((value) => value.startsWith('gpt-4o@'))).toBe(false);
    expect(list.some((value) => value.startsWith('gpt-4-turbo@'))).toBe(false);
    expect(list).toContain('gpt-4o-mini@OpenAI');
  });

  it('merges a fetched model list', () => {
    expect(values({ ...base, fetched: ['gpt-5-preview'] })).toContain('gpt-5-preview@OpenAI');
  });

  it('names group models by category and maps them back to a group choice; -all hides them', () => {
    const groups = publicGroups(defaultProviderGroups().map((group) => ({ ...group, url: 'https://relay.example', token: 'k' })));
    expect(modelOptions({ ...base, groups, userCustomModels: '-all,+gpt-4o-mini' }).categories).toEqual([]);
    expect(modelOptions({ ...base, groups, userCustomModels: '-all,+all' }).categories).not.toEqual([]);
    const { categories } = modelOptions({ ...base, groups });
    expect(categories.map((o) => o.label)).toContain('最有趣');
    const fun = categories.find((o) => o.label === '最有趣');
    expect(choiceOf(fun?.value ?? '', groups)).toEqual({ model: 'moonshot-v1-8k', providerName: 'Moonshot', group: 0 });
  });

  it('says which model and provider each category runs, and names the categories the server cannot reach', () => {
    const groups = publicGroups(defaultProviderGroups().map((group, index) => ({ ...group, url: 'https://relay.example', token: index === 3 ? 'k' : '' })));
    const { categories, unreachable } = modelOptions({ ...base, groups });
    expect(categories).toEqual([{ value: 'gpt-4o-mini@group-3', label: '最快速', model: 'gpt-4o-mini', provider: 'OpenAI' }]);
    expect(unreachable).toEqual(['最有趣', '最均衡', '百炼模型', '最实时', '绘画模型', '医疗模型']);
    // "-all" takes the categories away on purpose: nothing to explain then.
    expect(modelOptions({ ...base, groups, userCustomModels: '-all' }).unreachable).toEqual([]);
  });

  it('round-trips table choices and refuses unknown groups', () => {
    expect(choiceOf(optionValue({ model: 'claude-3-opus', providerName: 'Anthropic' }), [])).toEqual({
      model: 'claude-3-opus',
      providerName: 'Anthropic',
    });
    expect(choiceOf('x@group-9', [])).toBeUndefined();
    expect(choiceOf('no-provider', [])).toBeUndefined();
    expect(choiceOf('x@unknown', [])).toEqual({ model: 'x', providerName: 'OpenAI' });
  });
});

describe('parameter clamps used by the sliders', () => {
  it('keeps every field inside its bounds and falls back on garbage', () => {
    expect(clampModelParam('temperature', 3)).toBe(2);
    expect(clampModelParam('top_p', -1)).toBe(0);
    expect(clampModelParam('max_tokens', 'abc')).toBe(1024);
    expect(clampModelParam('max_tokens', 600000)).toBe(512000);
    expect(clampModelParam('presence_penalty', -5)).toBe(-2);
    expect(clampModelParam('frequency_penalty', '1.5')).toBe(1.5);
  });
});
