import { describe, expect, it } from 'vitest';
import { createEmptyMask } from '../../../core/defaults';
import type { Mask } from '../../../core/types';
import { cloneMask, maskFileContent, maskFileName, parseMaskFile, parseShareParam, SHARE_PARAM, shareLink } from './mask-io';

let counter = 0;
const fresh = () => ({ newId: () => `new-${++counter}`, now: 1234 });

const sample = (): Mask => ({
  ...createEmptyMask({ id: 'm1', now: 1 }),
  name: '翻译官 🌐',
  avatar: '🌐',
  builtin: true,
  context: [{ id: 'c1', date: 1, role: 'system', content: 'Translate everything.' }],
});

describe('mask files', () => {
  it('round-trips a downloaded mask into a new user mask', () => {
    const [imported] = parseMaskFile(maskFileContent(sample()), fresh()) ?? [];
    expect(imported).toMatchObject({ name: '翻译官 🌐', builtin: false, createdAt: 1234 });
    expect(imported?.id).not.toBe('m1');
    expect(imported?.context[0]?.content).toBe('Translate everything.');
  });

  it('accepts a list of masks', () => {
    const masks = parseMaskFile(JSON.stringify([sample(), sample()]), fresh());
    expect(masks).toHaveLength(2);
    expect(new Set(masks?.map((mask) => mask.id)).size).toBe(2);
  });

  it('refuses invalid JSON, non-masks, empty lists and lists with one bad mask', () => {
    expect(parseMaskFile('{not json', fresh())).toBeNull();
    expect(parseMaskFile('{"hello":"world"}', fresh())).toBeNull();
    expect(parseMaskFile('[]', fresh())).toBeNull();
    expect(parseMaskFile(JSON.stringify([sample(), { ...sample(), context: 'x' }]), fresh())).toBeNull();
  });

  it('brings imported model parameters inside their bounds', () => {
    const mask = sample();
    const [imported] = parseMaskFile(JSON.stringify({ ...mask, modelConfig: { ...mask.modelConfig, top_p: 7 } }), fresh()) ?? [];
    expect(imported?.modelConfig.top_p).toBe(1);
  });

  it('names the file after the mask without characters file systems refuse', () => {
    expect(maskFileName({ ...sample(), name: 'a/b:c?' })).toBe('a b c.json');
    expect(maskFileName({ ...sample(), name: '  ' })).toBe('mask.json');
  });

  it('clones with a new id and name', () => {
    const clone = cloneMask(sample(), 'Copy', fresh());
    expect(clone).toMatchObject({ name: 'Copy', builtin: false });
    expect(clone.id).not.toBe('m1');
  });
});

describe('share links', () => {
  it('carries the mask in a base64url parameter that survives non-ASCII text', () => {
    const link = shareLink(sample(), { origin: 'https://chat.example', pathname: '/' });
    expect(link).toMatch(/^https:\/\/chat\.example\/\?mask=[A-Za-z0-9_-]+#\/chat\/masks$/);
    const value = new URL(link).searchParams.get(SHARE_PARAM) ?? '';
    expect(parseShareParam(value)).toMatchObject({ name: '翻译官 🌐', builtin: false });
  });

  it('refuses a damaged or foreign parameter', () => {
    expect(parseShareParam('%%%')).toBeNull();
    expect(parseShareParam(btoa('{"name":1}'))).toBeNull();
  });
});
