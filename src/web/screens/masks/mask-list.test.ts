import { describe, expect, it } from 'vitest';
import { createEmptyMask } from '../../../core/defaults';
import type { Mask } from '../../../core/types';
import { visibleMasks } from './mask-list';

const mask = (id: string, name: string, lang: string | undefined, builtin: boolean, createdAt = 0): Mask => ({
  ...createEmptyMask({ id, now: createdAt, ...(lang ? { lang } : {}) }),
  name,
  builtin,
});

const builtin = { cn: [mask('c', '翻译', 'cn', true)], tw: [mask('t', '翻譯', 'tw', true)], en: [mask('e', 'Translator', 'en', true)] };
const user = [mask('u1', 'Mine old', undefined, false, 1), mask('u2', 'Mine new', 'en', false, 2)];
const base = { user, builtin, hideBuiltin: false, preferred: 'en' as const, lang: 'all' as const, query: '' };

describe('visible masks', () => {
  it('puts user masks first (newest first), then the preferred language', () => {
    expect(visibleMasks(base).map((m) => m.id)).toEqual(['u2', 'u1', 'e', 'c', 't']);
  });

  it('hides built-in masks when the setting says so', () => {
    expect(visibleMasks({ ...base, hideBuiltin: true }).map((m) => m.id)).toEqual(['u2', 'u1']);
  });

  it('filters by language and by name, case-insensitively', () => {
    expect(visibleMasks({ ...base, lang: 'tw' }).map((m) => m.id)).toEqual(['t']);
    expect(visibleMasks({ ...base, query: 'TRANS' }).map((m) => m.id)).toEqual(['e']);
  });
});
