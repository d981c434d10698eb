// Searching knowledge bases: keywords always, and meaning too when an embedder is chosen (the
// worker embeds the query, and searches by keywords alone when it cannot).

import type { PassageHit } from '../../../core/knowledge/passage';
import { searchPassages } from './knowledge-client';
import { embeddingsAccess, meaningModel } from './meaning-search';

/** The `limit` best passages of `baseIds` for `query`. */
export async function searchKnowledge(baseIds: string[], query: string, limit: number): Promise<PassageHit[]> {
  if (baseIds.length === 0 || !query.trim()) return [];
  const model = await meaningModel();
  return searchPassages(baseIds, query, limit, model ? embeddingsAccess(model) : undefined);
}
