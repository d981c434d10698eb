// The messages this tab changed in memory whose writes may not be in what a read of the database
// returns. Memory changes first and the write follows, so a read that overlaps a write may show
// the message as it was before: its memory version is the one to keep.

export class LocalWrites {
  /** Writes started and not yet settled, by message id. */
  private readonly inFlight = new Map<string, number>();
  /** One set per read under way: the messages written here since it began. */
  private readonly watchers = new Set<Set<string>>();

  /** Counts the messages as changed here until `write` (which never rejects) settles. */
  track(ids: readonly string[], write: Promise<void>): Promise<void> {
    for (const id of ids) {
      this.inFlight.set(id, (this.inFlight.get(id) ?? 0) + 1);
      for (const seen of this.watchers) seen.add(id);
    }
    return write.then(() => {
      for (const id of ids) {
        const left = (this.inFlight.get(id) ?? 1) - 1;
        if (left > 0) this.inFlight.set(id, left);
        else this.inFlight.delete(id);
      }
    });
  }

  /** Call before a read: `seen` holds the messages the read may miss a change of (written when
   * it began, or since) until `stop` is called once the read has been taken in. */
  watch(): { seen: ReadonlySet<string>; stop: () => void } {
    const seen = new Set(this.inFlight.keys());
    this.watchers.add(seen);
    return { seen, stop: () => this.watchers.delete(seen) };
  }

  clear(): void {
    this.inFlight.clear();
    this.watchers.clear();
  }
}
