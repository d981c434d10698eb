// Fuzzy search over the prompt library with fuse.js. This module (and fuse.js) loads the first time
// the user types '/', not with the first screen.

import Fuse, { type Expression, type IFuseOptions } from 'fuse.js';
import type { Prompt } from '../../../core/types';

export type PromptSearcher = (query: string, limit: number) => Prompt[];

/** Titles matter more than bodies; a loose threshold suits typo-prone, half-typed queries, and
 * ignoring the match location lets a word deep inside a long prompt count as much as an early one. */
const OPTIONS: IFuseOptions<Prompt> = {
  keys: [
    { name: 'title', weight: 2 },
    { name: 'content', weight: 1 },
  ],
  threshold: 0.4,
  ignoreLocation: true,
  ignoreDiacritics: true,
};

export function createPromptSearcher(prompts: readonly Prompt[]): PromptSearcher {
  const fuse = new Fuse(prompts, OPTIONS);
  return (query, limit) => {
    const trimmed = query.trim();
    if (trimmed === '') return prompts.slice(0, limit);
    // Each word must match somewhere (title or content): "explian cod" finds "Explain this code"
    // even though no single field holds the phrase with its typo.
    const words = trimmed.split(/\s+/);
    const expression: Expression = { $and: words.map((word): Expression => ({ $or: [{ title: word }, { content: word }] })) };
    return fuse.search(expression, { limit }).map((result) => result.item);
  };
}
