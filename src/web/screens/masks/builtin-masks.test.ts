import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MASK_ID_START } from '../../../core/constants/chat';
import { CLAMPS } from '../../../core/constants/models';
import { maskSchema } from '../../../core/schemas/mask';
import type { Fetch } from '../../../core/types';
import { builtinLangOf, loadBuiltinMasks, parseBuiltinMasks } from './builtin-masks';

const file: unknown = JSON.parse(readFileSync('public/masks.json', 'utf8'));

describe('built-in masks', () => {
  it('public/masks.json has at least twelve valid masks per language, ids from 100000', () => {
    const masks = parseBuiltinMasks(file);
    const all = [...masks.cn, ...masks.tw, ...masks.en];
    for (const lang of ['cn', 'tw', 'en'] as const) expect(masks[lang].length).toBeGreaterThanOrEqual(12);
    expect(all[0]?.id).toBe(String(BUILTIN_MASK_ID_START));
    expect(new Set(all.map((mask) => mask.id)).size).toBe(all.length);
    for (const mask of all) {
      expect(maskSchema.safeParse(mask).success).toBe(true);
      expect(mask.builtin).toBe(true);
      expect(mask.avatar).not.toBe('');
      expect(mask.context.length).toBeGreaterThanOrEqual(2);
      expect(mask.context[0]?.role).toBe('system');
      expect(mask.modelConfig.model).toBe('gpt-4o-mini');
    }
  });

  it('completes a compact entry with the default model settings, clamped', () => {
    const masks = parseBuiltinMasks({
      en: [{ avatar: '🙂', name: 'Hot', context: [{ role: 'system', content: 'x' }], modelConfig: { temperature: 9 } }],
    });
    expect(masks.en[0]?.modelConfig.temperature).toBe(CLAMPS.temperature.max);
    expect(masks.en[0]?.modelConfig.max_tokens).toBeGreaterThan(0);
    expect(masks.en[0]?.lang).toBe('en');
  });

  it('skips an invalid entry without renumbering the others', () => {
    const valid = { avatar: '🙂', name: 'Ok', context: [] };
    const masks = parseBuiltinMasks({ cn: [{ name: 42 }, valid] });
    expect(masks.cn.map((mask) => mask.id)).toEqual([String(BUILTIN_MASK_ID_START + 1)]);
  });

  it('gives empty lists when the file is garbage or fails to load', async () => {
    expect(parseBuiltinMasks('nope')).toEqual({ cn: [], tw: [], en: [] });
    const failing = (() => Promise.reject(new Error('offline'))) as Fetch;
    expect(await loadBuiltinMasks(failing)).toEqual({ cn: [], tw: [], en: [] });
  });

  it('picks the list of the interface language', () => {
    expect(builtinLangOf('zh-CN')).toBe('cn');
    expect(builtinLangOf('zh-TW')).toBe('tw');
    expect(builtinLangOf('en')).toBe('en');
    expect(builtinLangOf('ar')).toBe('en');
  });
});
