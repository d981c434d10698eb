import { describe, expect, it } from 'vitest';
import { defaultAccessSettings } from '../defaults';
import { KEPT_KEYS_MAX } from '../constants/providers';
import { keptKeyFor, openAiEndpointOf, pointOpenAiAt, restorableKeys } from './kept-keys';

const saved = { ...defaultAccessSettings(), openaiApiKey: 'sk-saved', useCustomConfig: false, openaiUrl: '' };

describe('OpenAI keys kept per endpoint', () => {
  it('keeps the saved key with its endpoint when the endpoint moves without a key', () => {
    const moved = pointOpenAiAt(saved, 'https://relay.example.com/v1/');
    expect(moved).toEqual({ openaiUrl: 'https://relay.example.com/v1/', useCustomConfig: true, openaiApiKey: '', keptKeys: [{ url: '', key: 'sk-saved' }] });
    expect(openAiEndpointOf(moved)).toBe('https://relay.example.com/v1');
    expect(restorableKeys({ ...saved, ...moved })).toEqual([{ url: '', key: 'sk-saved' }]);
  });

  it('gives the key back with its own endpoint, and keeps the other one', () => {
    const moved = { ...saved, ...pointOpenAiAt(saved, 'https://relay.example.com') };
    const typedThere = { ...moved, openaiApiKey: 'sk-relay' };
    const back = pointOpenAiAt(typedThere, '');
    expect(back.openaiApiKey).toBe('sk-saved');
    expect(back.keptKeys).toEqual([{ url: 'https://relay.example.com', key: 'sk-relay' }]);
    expect(keptKeyFor({ ...typedThere, ...back }, 'https://relay.example.com/')?.key).toBe('sk-relay');
  });

  it('hands a key over only when the caller names it', () => {
    expect(pointOpenAiAt(saved, 'https://relay.example.com', 'sk-saved')).toMatchObject({ openaiApiKey: 'sk-saved', keptKeys: [] });
    expect(pointOpenAiAt(saved, 'https://relay.example.com', 'sk-link')).toMatchObject({ openaiApiKey: 'sk-link', keptKeys: [{ url: '', key: 'sk-saved' }] });
  });

  it('changes nothing about the key when the endpoint stays', () => {
    const custom = { ...saved, useCustomConfig: true, openaiUrl: 'https://relay.example.com' };
    expect(pointOpenAiAt(custom, 'https://relay.example.com/')).toMatchObject({ openaiApiKey: 'sk-saved', keptKeys: [] });
  });

  it('keeps a bounded number of keys, dropping the oldest', () => {
    let access = { ...saved };
    for (let index = 0; index < KEPT_KEYS_MAX + 3; index += 1) {
      access = { ...access, ...pointOpenAiAt(access, `https://relay${index}.example.com`), openaiApiKey: `sk-${index}` };
    }
    expect(access.keptKeys).toHaveLength(KEPT_KEYS_MAX);
    expect(access.keptKeys[0]?.key).toBe(`sk-${KEPT_KEYS_MAX + 1}`);
  });
});
