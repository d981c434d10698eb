import { describe, expect, it } from 'vitest';
import { hasNativeSearch } from '../models/native-search';
import { maskSchema } from '../schemas/mask';
import { createEmptyMask } from '../defaults';
import { searchBy } from './search-by';

describe('who searches', () => {
  it('knows the models whose provider searches itself', () => {
    expect(hasNativeSearch('OpenAI', 'gpt-4o-search-preview')).toBe(true);
    expect(hasNativeSearch('OpenAI', 'gpt-4o-mini-search-preview-2025-03-11')).toBe(true);
    expect(hasNativeSearch('OpenAI', 'gpt-4o')).toBe(false);
    expect(hasNativeSearch('Azure', 'gpt-4o-search-preview')).toBe(false);
    expect(hasNativeSearch('Google', 'gemini-2.5-flash')).toBe(true);
    expect(hasNativeSearch('Google', 'gemini-1.5-pro')).toBe(false);
    expect(hasNativeSearch('Google', 'gemini-2.0-flash-preview-image-generation')).toBe(false);
    expect(hasNativeSearch('Anthropic', 'claude-sonnet-4-5')).toBe(true);
    expect(hasNativeSearch('Anthropic', 'claude-3-7-sonnet-latest')).toBe(true);
    expect(hasNativeSearch('Anthropic', 'claude-3-haiku-20240307')).toBe(false);
    expect(hasNativeSearch('Moonshot', 'kimi-k2')).toBe(false);
  });

  it('lets the model search where the chat chose it or the app has no service, the app otherwise', () => {
    expect(searchBy('model', true, true)).toBe('model');
    expect(searchBy(undefined, true, true)).toBe('app');
    expect(searchBy('app', true, false)).toBe('model');
    expect(searchBy('model', false, true)).toBe('app');
    expect(searchBy('model', false, false)).toBe('app');
  });

  it('keeps the choice in the mask, and drops one a newer device named rather than the mask', () => {
    const mask = { ...createEmptyMask({ id: 'm', now: 1 }), webSearch: true, webSearchBy: 'model' };
    expect(maskSchema.parse(mask).webSearchBy).toBe('model');
    expect(maskSchema.parse({ ...mask, webSearchBy: 'someone-else' }).webSearchBy).toBeUndefined();
  });
});
