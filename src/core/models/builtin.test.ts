import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_MODEL, DEFAULT_GOOGLE_MODEL, DEFAULT_IMAGE_MODEL } from '../constants/models';
import { BUILTIN_MODEL_NAMES, builtinModels, builtinProvider } from './builtin';

describe('built-in model table', () => {
  const table = builtinModels();

  it('counts sorted up from 1000 across the whole table', () => {
    expect(table[0]?.sorted).toBe(1000);
    table.forEach((entry, i) => expect(entry.sorted).toBe(1000 + i));
  });

  it('holds every provider of the brief with realistic models, all available', () => {
    const names = (id: string) => table.filter((m) => m.provider.id === id).map((m) => m.name);
    expect(names('openai')).toEqual(expect.arrayContaining(['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-4-vision-preview', 'dall-e-3']));
    expect(names('google')).toEqual(expect.arrayContaining(['gemini-pro', 'gemini-1.5-pro', 'gemini-1.5-flash']));
    expect(names('anthropic').every((n) => n.startsWith('claude-'))).toBe(true);
    expect(names('anthropic')).toContain('claude-3-opus-20240229');
    expect(names('baidu')).toEqual(expect.arrayContaining(['ernie-4.0-8k', 'ernie-3.5-8k', 'ernie-speed-8k']));
    expect(names('bytedance').every((n) => n.startsWith('doubao-'))).toBe(true);
    expect(names('alibaba')).toEqual(expect.arrayContaining(['qwen-turbo', 'qwen-plus', 'qwen-max']));
    expect(names('tencent').every((n) => n.startsWith('hunyuan-'))).toBe(true);
    expect(names('moonshot')).toEqual(['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k']);
    expect(names('iflytek')).toEqual(['general', 'generalv3', 'pro-128k', 'generalv3.5', '4.0Ultra']);
    expect(names('azure')).toEqual(names('openai'));
    expect(table.every((m) => m.available)).toBe(true);
  });

  it('contains the spec defaults', () => {
    const all = table.map((m) => m.name);
    expect(all).toContain(DEFAULT_CHAT_MODEL);
    expect(all).toContain(DEFAULT_GOOGLE_MODEL);
    expect(all).toContain(DEFAULT_IMAGE_MODEL);
  });

  it('names providers as the catalog does, in table order from 1', () => {
    expect(builtinProvider('openai')).toEqual({ id: 'openai', providerName: 'OpenAI', providerType: 'openai', sorted: 1 });
    expect(builtinProvider('azure')).toEqual({ id: 'azure', providerName: 'Azure', providerType: 'azure', sorted: 2 });
    expect(builtinProvider('iflytek').sorted).toBe(BUILTIN_MODEL_NAMES.length);
    // Stability has image styles, not chat models: it sorts after the table.
    expect(builtinProvider('stability').sorted).toBe(BUILTIN_MODEL_NAMES.length + 1);
  });

  it('gives every call a fresh copy', () => {
    const a = builtinModels();
    a[0]!.provider.sorted = 42;
    expect(builtinModels()[0]?.provider.sorted).toBe(1);
  });
});
