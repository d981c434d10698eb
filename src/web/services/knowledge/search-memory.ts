// What the knowledge worker keeps in memory between searches: each base's keyword index and its
// vectors, so that a search reads neither from IndexedDB nor rebuilds anything. Least recently used
// first out, within a bound, so that searching many bases in turn cannot grow a tab's memory
// without end.

/** Bytes of vectors kept: a base of 5,000 passages with 1,536-dimension vectors (OpenAI's small
 * model) takes 30 MB, so about four such bases stay ready at once. */
export const MAX_KEPT_VECTOR_BYTES = 128 * 1024 * 1024;
/** Keyword indexes kept: a chat rarely searches more bases than this at once. */
export const MAX_KEPT_INDEXES = 8;

/** Entries by key, the least recently used dropped first once their weight passes `maxWeight`. The
 * entry used last always stays, even when it alone weighs more: the search that asked for it needs it. */
export class KeptEntries<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.trim();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops the oldest entries while the whole weighs more than allowed; call after an entry grew. */
  trim(): void {
    let weight = 0;
    for (const value of this.entries.values()) weight += this.weigh(value);
    for (const [key, value] of this.entries) {
      if (weight <= this.maxWeight || this.entries.size === 1) break;
      weight -= this.weigh(value);
      this.entries.delete(key);
    }
  }
}
