// The vectors of a knowledge base's passages for meaning search, held for fast scanning: every
// vector is scaled to length 1 when it is added, so that a query's cosine similarity with it is a
// plain dot product, and all of them sit end to end in one Float32Array, which the scan reads in
// order. Only the few best matches are kept while scanning, rather than sorting every passage.

import type { Ranked } from './hybrid-rank';

/** Room for this many vectors at first; the store doubles as it fills. */
const INITIAL_CAPACITY = 64;

/** `vector` scaled to length 1; undefined when it is all zeros (it points nowhere). */
function unit(vector: ArrayLike<number>): Float32Array | undefined {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += (vector[i] as number) ** 2;
  if (norm === 0) return undefined;
  const scale = 1 / Math.sqrt(norm);
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = (vector[i] as number) * scale;
  return out;
}

export class VectorSet {
  private data = new Float32Array(0);
  private ids: string[] = [];
  private rowOf = new Map<string, number>();
  /** Length of every vector, set by the first one added. */
  private dimensions = 0;

  get size(): number {
    return this.ids.length;
  }

  /** Bytes the vectors take, for keeping the worker's memory bounded. */
  get bytes(): number {
    return this.data.byteLength;
  }

  /** Adds or replaces a passage's vector. A vector of another length than the others (another
   * model's) or of zeros is left out: it cannot be compared with them. */
  set(id: string, vector: ArrayLike<number>): void {
    if (this.dimensions === 0) this.dimensions = vector.length;
    const scaled = vector.length === this.dimensions ? unit(vector) : undefined;
    if (!scaled) return;
    let row = this.rowOf.get(id);
    if (row === undefined) {
      row = this.ids.length;
      if ((row + 1) * this.dimensions > this.data.length) {
        const grown = new Float32Array(Math.max(INITIAL_CAPACITY, row * 2) * this.dimensions);
        grown.set(this.data);
        this.data = grown;
      }
      this.ids.push(id);
      this.rowOf.set(id, row);
    }
    this.data.set(scaled, row * this.dimensions);
  }

  /** Forgets the vectors of `ids`; the last row moves into each freed one. */
  delete(ids: Iterable<string>): void {
    for (const id of ids) {
      const row = this.rowOf.get(id);
      if (row === undefined) continue;
      const last = this.ids.length - 1;
      const lastId = this.ids[last] as string;
      if (row !== last) {
        this.data.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
        this.ids[row] = lastId;
        this.rowOf.set(lastId, row);
      }
      this.ids.pop();
      this.rowOf.delete(id);
    }
  }

  /** The `limit` passages whose vectors point most nearly the way `query` does, best first, with
   * their cosine similarity. */
  nearest(query: ArrayLike<number>, limit: number): Ranked[] {
    const q = query.length === this.dimensions ? unit(query) : undefined;
    if (!q || limit <= 0) return [];
    const { data, dimensions } = this;
    // The best so far, worst last: a new score goes in only when it beats the worst.
    const bestRows: number[] = [];
    const bestScores: number[] = [];
    const rows = this.ids.length;
    // Four sums side by side: each addition need not wait for the one before, which lets the
    // processor overlap them (the scan is most of a hybrid query's time).
    const unrolled = dimensions - (dimensions % 4);
    for (let row = 0, offset = 0; row < rows; row++, offset += dimensions) {
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let i = 0;
      for (; i < unrolled; i += 4) {
        s0 += (q[i] as number) * (data[offset + i] as number);
        s1 += (q[i + 1] as number) * (data[offset + i + 1] as number);
        s2 += (q[i + 2] as number) * (data[offset + i + 2] as number);
        s3 += (q[i + 3] as number) * (data[offset + i + 3] as number);
      }
      for (; i < dimensions; i++) s0 += (q[i] as number) * (data[offset + i] as number);
      const dot = s0 + s1 + s2 + s3;
      if (bestScores.length === limit && dot <= (bestScores[limit - 1] as number)) continue;
      let at = bestScores.length === limit ? limit - 1 : bestScores.length;
      while (at > 0 && (bestScores[at - 1] as number) < dot) {
        bestScores[at] = bestScores[at - 1] as number;
        bestRows[at] = bestRows[at - 1] as number;
        at--;
      }
      bestScores[at] = dot;
      bestRows[at] = row;
    }
    return bestRows.map((row, i) => ({ id: this.ids[row] as string, score: bestScores[i] as number }));
  }
}
