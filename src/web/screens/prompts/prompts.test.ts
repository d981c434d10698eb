import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../core/types';
import { allPrompts, parseBuiltinPrompts, promptLangOf } from './builtin-prompts';
import { createPromptSearcher } from './prompt-index';

const prompt = (id: string, title: string, content: string, createdAt = 1): Prompt => ({ id, title, content, createdAt, isUser: true });

describe('built-in prompts', () => {
  it('public/prompts.json has at least twenty prompts in Chinese and in English', () => {
    const prompts = parseBuiltinPrompts(JSON.parse(readFileSync('public/prompts.json', 'utf8')));
    expect(prompts.cn.length).toBeGreaterThanOrEqual(20);
    expect(prompts.en.length).toBeGreaterThanOrEqual(20);
    expect(new Set([...prompts.cn, ...prompts.en].map((p) => p.id)).size).toBe(prompts.cn.length + prompts.en.length);
  });

  it('reads [title, content] pairs and {title, content} objects, skipping anything else', () => {
    const prompts = parseBuiltinPrompts({ cn: [['标题', '内容'], { title: 'T', content: 'C' }, ['only title'], 3, ['', 'x']] });
    expect(prompts.cn.map((p) => p.title)).toEqual(['标题', 'T']);
    expect(prompts.en).toEqual([]);
    expect(parseBuiltinPrompts(null)).toEqual({ cn: [], en: [] });
  });

  it('lists the user prompts first, newest first, then the interface language', () => {
    const builtin = parseBuiltinPrompts({ cn: [['中', '文']], en: [['En', 'glish']] });
    const list = allPrompts([prompt('a', 'old', 'x', 1), prompt('b', 'new', 'y', 2)], builtin, promptLangOf('zh-CN'));
    expect(list.map((p) => p.title)).toEqual(['new', 'old', '中', 'En']);
  });
});

describe('fuzzy prompt search', () => {
  const prompts = [
    prompt('1', 'Explain this code', 'Explain what the following code does'),
    prompt('2', 'Proofread', 'Fix spelling and grammar'),
    prompt('3', '要点总结', '请把下面的内容总结为要点'),
  ];
  const search = createPromptSearcher(prompts);

  it('finds by title despite a typo, and by content', () => {
    expect(search('explian', 5)[0]?.id).toBe('1');
    expect(search('grammar', 5)[0]?.id).toBe('2');
    expect(search('总结', 5)[0]?.id).toBe('3');
  });

  it('needs every word to match, each with its own typos', () => {
    expect(search('explian cod', 5).map((p) => p.id)).toEqual(['1']);
    expect(search('grammar pirate', 5)).toEqual([]);
  });

  it('returns everything, in order, for an empty query, up to the limit', () => {
    expect(search('', 2).map((p) => p.id)).toEqual(['1', '2']);
  });

  // How fast this is, is measured by bench/prompts.mjs; a time bound here would fail on a busy
  // machine rather than on a slow search.
  it('finds a matching prompt first among thousands, up to the limit', () => {
    const many = Array.from({ length: 5000 }, (_, i) => prompt(String(i), `Prompt number ${i}`, `Content of prompt ${i} about topic ${i % 50}`));
    const hits = createPromptSearcher(many)('topic 42', 30);
    expect(hits).toHaveLength(30);
    expect(hits[0]?.content).toMatch(/topic 42$/);
  });
});
