import { describe, expect, it } from 'vitest';
import type { ModelEntry } from '../types';
import { builtinModels } from './builtin';
import { applyCustomModels, availableModels, markDefaultModel } from './custom';
import { parseCustomModels, splitModelProvider } from './custom-syntax';

const table = builtinModels();
const find = (models: ModelEntry[], name: string, provider?: string) =>
  models.filter((m) => m.name === name && (provider === undefined || m.provider.id === provider));
const one = (models: ModelEntry[], name: string, provider: string) => {
  const [entry] = find(models, name, provider);
  if (!entry) throw new Error(`${name}@${provider} missing`);
  return entry;
};
const availableNames = (models: ModelEntry[]) => [...new Set(models.filter((m) => m.available).map((m) => m.name))];

describe('parseCustomModels', () => {
  it('reads every form of entry', () => {
    expect(parseCustomModels(' -gpt-4 , +gpt-4o,claude-2.1@anthropic, my=Mine , -all,all@azure,x@Custom=X Y,, ')).toEqual([
      { available: false, name: 'gpt-4' },
      { available: true, name: 'gpt-4o' },
      { available: true, name: 'claude-2.1', provider: 'anthropic' },
      { available: true, name: 'my', displayName: 'Mine' },
      { available: false, name: 'all' },
      { available: true, name: 'all', provider: 'azure' },
      { available: true, name: 'x', provider: 'Custom', displayName: 'X Y' },
    ]);
  });

  it('skips empty lists, empty names and an empty display name', () => {
    expect(parseCustomModels('')).toEqual([]);
    expect(parseCustomModels(',,+,-,=x')).toEqual([]);
    expect(parseCustomModels('a=')).toEqual([{ available: true, name: 'a' }]);
  });

  it('splits name and provider at the last @', () => {
    expect(splitModelProvider('gpt-4o')).toEqual(['gpt-4o', undefined]);
    expect(splitModelProvider('gpt-4o@azure')).toEqual(['gpt-4o', 'azure']);
    expect(splitModelProvider('org@model@custom')).toEqual(['org@model', 'custom']);
    expect(splitModelProvider('@azure')).toEqual(['@azure', undefined]);
    expect(splitModelProvider('gpt-4o@')).toEqual(['gpt-4o', undefined]);
  });
});

describe('applyCustomModels', () => {
  it('returns an equal copy for an empty list, without touching the input', () => {
    const result = applyCustomModels(table, '');
    expect(result).toEqual(table);
    result[0]!.available = false;
    result[0]!.provider.sorted = 99;
    expect(table[0]!.available).toBe(true);
    expect(table[0]!.provider.sorted).toBe(1);
  });

  it('-name disables the model under every provider that has it', () => {
    const result = applyCustomModels(table, '-gpt-4');
    expect(find(result, 'gpt-4').map((m) => m.available)).toEqual([false, false]);
    expect(one(result, 'gpt-4o', 'openai').available).toBe(true);
  });

  it('+name and a bare name enable', () => {
    const disabled = applyCustomModels(table, '-all');
    expect(one(applyCustomModels(disabled, '+gpt-4o'), 'gpt-4o', 'openai').available).toBe(true);
    expect(one(applyCustomModels(disabled, 'gpt-4o'), 'gpt-4o', 'openai').available).toBe(true);
  });

  it('-all disables everything and all enables everything again', () => {
    expect(availableNames(applyCustomModels(table, '-all'))).toEqual([]);
    expect(applyCustomModels(table, '-all,all').every((m) => m.available)).toBe(true);
    expect(applyCustomModels(table, '-all,+all').every((m) => m.available)).toBe(true);
  });

  it('-all then +names keeps only the named ones', () => {
    const result = applyCustomModels(table, '-all,+gpt-4o-mini,+qwen-plus');
    expect(availableNames(result)).toEqual(['gpt-4o-mini', 'qwen-plus']);
  });

  it('all@provider and -all@provider affect one provider only', () => {
    const result = applyCustomModels(table, '-all@azure');
    expect(result.filter((m) => m.provider.id === 'azure').every((m) => !m.available)).toBe(true);
    expect(result.filter((m) => m.provider.id !== 'azure').every((m) => m.available)).toBe(true);
    const back = applyCustomModels(applyCustomModels(table, '-all'), 'all@Google');
    expect(availableNames(back)).toEqual(availableNames(table.filter((m) => m.provider.id === 'google')));
    expect(availableNames(back)).toContain('gemini-pro');
  });

  it('name@provider targets one provider, by id or name in any case', () => {
    for (const spec of ['-gpt-4@azure', '-gpt-4@Azure', '-gpt-4@AZURE']) {
      const result = applyCustomModels(table, spec);
      expect(one(result, 'gpt-4', 'azure').available).toBe(false);
      expect(one(result, 'gpt-4', 'openai').available).toBe(true);
    }
  });

  it('name=display sets the display name, alone or with @provider', () => {
    const all = applyCustomModels(table, 'gpt-4o=GPT-4 Omni');
    expect(find(all, 'gpt-4o').map((m) => m.displayName)).toEqual(['GPT-4 Omni', 'GPT-4 Omni']);
    const azure = applyCustomModels(table, 'gpt-4o@azure=Azure Omni');
    expect(one(azure, 'gpt-4o', 'azure').displayName).toBe('Azure Omni');
    expect(one(azure, 'gpt-4o', 'openai').displayName).toBeUndefined();
  });

  it('-name=display disables and renames', () => {
    const entry = one(applyCustomModels(table, '-gpt-4o@openai=Old'), 'gpt-4o', 'openai');
    expect(entry).toMatchObject({ available: false, displayName: 'Old' });
  });

  it('an unknown name creates a custom entry on the OpenAI-style route, sorted from -1000', () => {
    const result = applyCustomModels(table, '+deepseek-chat,my-model=My Model');
    expect(result).toHaveLength(table.length + 2);
    expect(result.at(-2)).toEqual({
      name: 'deepseek-chat',
      available: true,
      sorted: -1000,
      provider: { id: 'openai', providerName: 'OpenAI', providerType: 'custom', sorted: 1 },
    });
    expect(result.at(-1)).toEqual({
      name: 'my-model',
      displayName: 'My Model',
      available: true,
      sorted: -999,
      provider: { id: 'openai', providerName: 'OpenAI', providerType: 'custom', sorted: 1 },
    });
  });

  it('an unknown name at a known provider joins that provider as custom', () => {
    const entry = applyCustomModels(table, 'gpt-5@Azure').at(-1);
    expect(entry).toEqual({
      name: 'gpt-5',
      available: true,
      sorted: -1000,
      provider: { id: 'azure', providerName: 'Azure', providerType: 'custom', sorted: 2 },
    });
  });

  it('an unknown provider becomes one custom provider with its own sort value, named as first written', () => {
    const result = applyCustomModels(table, 'llama3@Ollama,qwen2@ollama=Qwen 2,phi3@lmstudio');
    expect(result.slice(-3)).toEqual([
      { name: 'llama3', available: true, sorted: -999, provider: { id: 'ollama', providerName: 'Ollama', providerType: 'custom', sorted: -1000 } },
      {
        name: 'qwen2',
        displayName: 'Qwen 2',
        available: true,
        sorted: -998,
        provider: { id: 'ollama', providerName: 'Ollama', providerType: 'custom', sorted: -1000 },
      },
      { name: 'phi3', available: true, sorted: -996, provider: { id: 'lmstudio', providerName: 'lmstudio', providerType: 'custom', sorted: -997 } },
    ]);
  });

  it('an unknown -name creates a disabled entry; a repeated unknown name updates the one entry', () => {
    const result = applyCustomModels(table, '-ghost,new,-new,new=New');
    expect(find(result, 'ghost')).toEqual([
      expect.objectContaining({ available: false, provider: expect.objectContaining({ providerType: 'custom' }) }),
    ]);
    expect(find(result, 'new')).toHaveLength(1);
    expect(one(result, 'new', 'openai')).toMatchObject({ available: true, displayName: 'New' });
  });

  it('later entries win', () => {
    expect(one(applyCustomModels(table, '-gpt-4o,+gpt-4o'), 'gpt-4o', 'openai').available).toBe(true);
    expect(one(applyCustomModels(table, '+gpt-4o,-gpt-4o'), 'gpt-4o', 'openai').available).toBe(false);
    expect(one(applyCustomModels(table, 'all,-gpt-4o@openai'), 'gpt-4o', 'openai').available).toBe(false);
  });

  it('matches names exactly (case matters for model ids such as 4.0Ultra)', () => {
    expect(one(applyCustomModels(table, '-4.0Ultra'), '4.0Ultra', 'iflytek').available).toBe(false);
    const result = applyCustomModels(table, '-4.0ultra');
    expect(one(result, '4.0Ultra', 'iflytek').available).toBe(true);
    expect(find(result, '4.0ultra')).toHaveLength(1);
  });

  it('is deterministic: the same input gives the same sort values every time', () => {
    expect(applyCustomModels(table, 'a,b@x')).toEqual(applyCustomModels(table, 'a,b@x'));
  });
});

describe('default model', () => {
  it('a bare name marks the first available entry of that name', () => {
    const result = applyCustomModels(table, '', 'gpt-4o');
    expect(result.filter((m) => m.isDefault)).toEqual([expect.objectContaining({ name: 'gpt-4o', provider: expect.objectContaining({ id: 'openai' }) })]);
  });

  it('skips a disabled entry for a bare name', () => {
    const result = applyCustomModels(table, '-gpt-4o@openai', 'gpt-4o');
    expect(result.filter((m) => m.isDefault).map((m) => m.provider.id)).toEqual(['azure']);
  });

  it('name@provider marks that entry only', () => {
    const result = applyCustomModels(table, '', 'gpt-4o@Azure');
    expect(result.filter((m) => m.isDefault).map((m) => `${m.name}@${m.provider.id}`)).toEqual(['gpt-4o@azure']);
  });

  it('can be a model the list just created', () => {
    const result = applyCustomModels(table, '+my-model@Ollama', 'my-model@ollama');
    expect(result.filter((m) => m.isDefault).map((m) => m.name)).toEqual(['my-model']);
  });

  it('marks nothing when the default is disabled or unknown', () => {
    expect(applyCustomModels(table, '-gpt-4o@azure', 'gpt-4o@azure').some((m) => m.isDefault)).toBe(false);
    expect(applyCustomModels(table, '', 'nope').some((m) => m.isDefault)).toBe(false);
  });

  it('replaces an earlier mark; an empty default keeps it', () => {
    const first = applyCustomModels(table, '', 'gpt-4o');
    const second = markDefaultModel(first, 'qwen-plus');
    expect(second.filter((m) => m.isDefault).map((m) => m.name)).toEqual(['qwen-plus']);
    expect(applyCustomModels(first, '', '').filter((m) => m.isDefault).map((m) => m.name)).toEqual(['gpt-4o']);
    expect(applyCustomModels(first, '', '  ').filter((m) => m.isDefault).map((m) => m.name)).toEqual(['gpt-4o']);
  });
});

describe('availableModels', () => {
  it('keeps available entries, ordered by provider and then model', () => {
    const result = availableModels(applyCustomModels(table, '-all,+qwen-plus,+gpt-4o@openai,+zz@zeta,+gpt-4o-mini'));
    expect(result.map((m) => `${m.name}@${m.provider.id}`)).toEqual([
      'zz@zeta',
      'gpt-4o@openai',
      'gpt-4o-mini@openai',
      'gpt-4o-mini@azure',
      'qwen-plus@alibaba',
    ]);
  });
});
