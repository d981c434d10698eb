import { describe, expect, it } from 'vitest';
import { resolveDefaultModel } from './default-model';

describe('resolveDefaultModel', () => {
  it('finds a built-in model by name, with its provider', () => {
    expect(resolveDefaultModel('', 'gemini-1.5-flash')).toEqual({ model: 'gemini-1.5-flash', providerName: 'Google' });
  });

  it('honours name@provider', () => {
    expect(resolveDefaultModel('+gpt-4o@azure', 'gpt-4o@azure')).toEqual({ model: 'gpt-4o', providerName: 'Azure' });
  });

  it('sends an unknown custom model the OpenAI way', () => {
    expect(resolveDefaultModel('+llama3', 'llama3')).toEqual({ model: 'llama3', providerName: 'OpenAI' });
  });

  it('gives nothing for no default or a disabled one', () => {
    expect(resolveDefaultModel('', '')).toBeUndefined();
    expect(resolveDefaultModel('-gpt-4o', 'gpt-4o')).toBeUndefined();
  });
});
