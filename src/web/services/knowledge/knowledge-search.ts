// Searching knowledge bases: keywords always, and meaning too when an embeddings model is set up.

import type { PassageHit } from '../../../core/knowledge/passage';
import { searchPassages } from './knowledge-client';

export type SearchMode = { kind: 'keyword' } | { kind: 'hybrid'; model: string };

export function currentSearchMode(): SearchMode {
  return { kind: 'keyword' };
}

/** The `limit` best passages of `baseIds` for `query`. */
export function searchKnowledge(baseIds: string[], query: string, limit: number): Promise<PassageHit[]> {
  if (baseIds.length === 0 || !query.trim()) return Promise.resolve([]);
  return searchPassages(baseIds, query, limit);
}
