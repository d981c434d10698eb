// Meaning and keywords together: each ranks the passages its own way, and the two rankings are
// merged by reciprocal rank fusion, which needs no common scale between a BM25 score and a cosine
// similarity, only each list's order.

/** How much the first places of a list count more than the later ones: the usual constant of
 * reciprocal rank fusion (a passage at rank r scores 1 / (K + r)), large enough that one list's top
 * hit alone does not outweigh a passage both lists place well. */
const FUSION_K = 60;

export interface Ranked {
  id: string;
  score: number;
}

/** Cosine similarity of two vectors of the same length; 0 when either is all zeros. */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The `limit` entries most similar to `query`, best first. */
export function nearest(query: ArrayLike<number>, vectors: Iterable<{ id: string; vector: ArrayLike<number> }>, limit: number): Ranked[] {
  const scored: Ranked[] = [];
  for (const { id, vector } of vectors) scored.push({ id, score: cosineSimilarity(query, vector) });
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Several rankings (each best first) merged into one, best first. */
export function fuseRankings(rankings: readonly (readonly Ranked[])[], limit: number): Ranked[] {
  const fused = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach(({ id }, rank) => fused.set(id, (fused.get(id) ?? 0) + 1 / (FUSION_K + rank + 1)));
  }
  return [...fused]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
