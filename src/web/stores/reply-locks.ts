// A reply being written holds a Web Lock named after it until it finishes. Another tab that reads
// the reply half-written from the database can then tell "still arriving in another tab" from
// "cut off by a reload or a crash" (which it marks as interrupted).

const lockName = (messageId: string) => `polychat-reply:${messageId}`;

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Holds the reply's lock; the returned function lets it go. */
export function holdReplyLock(messageId: string): () => void {
  let resolveHeld = () => {};
  const held = new Promise<void>((resolve) => (resolveHeld = resolve));
  const release = () => resolveHeld();
  void locks()
    ?.request(lockName(messageId), () => held)
    .catch(() => {});
  return release;
}

/** The ids among `messageIds` whose reply some tab is still writing. */
export async function repliesInProgress(messageIds: readonly string[]): Promise<Set<string>> {
  const manager = locks();
  if (!manager || messageIds.length === 0) return new Set();
  try {
    const { held = [] } = await manager.query();
    const names = new Set(held.map((lock) => lock.name));
    return new Set(messageIds.filter((id) => names.has(lockName(id))));
  } catch {
    return new Set();
  }
}
