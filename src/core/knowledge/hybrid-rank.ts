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
