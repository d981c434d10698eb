// Searching knowledge bases: keywords always, and meaning too when an embeddings model is chosen.
// A query that cannot be embedded (the provider refuses, the network is down) is searched by its
// keywords rather than not at all.

import type { PassageHit } from '../../../core/knowledge/passage';
import { searchPassages } from './knowledge-client';
import { embed, meaningModel } from './meaning-search';

/** The `limit` best passages of `baseIds` for `query`. */
export async function searchKnowledge(baseIds: string[], query: string, limit: number): Promise<PassageHit[]> {
  if (baseIds.length === 0 || !query.trim()) return [];
  const model = await meaningModel();
  let meaning: { model: string; vector: Float32Array } | undefined;
  if (model) {
    try {
      const [vector] = await embed(model, [query]);
      if (vector) meaning = { model, vector };
    } catch (error) {
      console.error('The query could not be embedded; searching by keywords:', error);
    }
  }
  return searchPassages(baseIds, query, limit, meaning);
}
