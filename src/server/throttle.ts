// Slows down guessing of access codes. The memory is per process, bounded and forgetful on purpose:
// it only adds delay, never refuses, so a second instance behind a load balancer (which starts with
// an empty map) is still correct, merely a little less slow for an attacker.

export interface ThrottleOptions {
  /** Wrong codes an address may send before any delay. */
  freeFailures?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A quiet address is forgotten after this long. */
  forgetAfterMs?: number;
  /** Beyond this many addresses the oldest is dropped, so a flood of addresses cannot exhaust memory. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lastAt: number;
}

export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly freeFailures: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly forgetAfterMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ThrottleOptions = {}) {
    this.freeFailures = options.freeFailures ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 4000;
    this.forgetAfterMs = options.forgetAfterMs ?? 15 * 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Records one more wrong code and returns how long to wait before answering it. */
  fail(address: string): number {
    const now = this.now();
    const previous = this.live(address, now);
    const entry = { failures: (previous?.failures ?? 0) + 1, lastAt: now };
    // Delete then set moves the address to the end of the Map, which keeps insertion order = age.
    this.entries.delete(address);
    this.entries.set(address, entry);
    this.evict(now);
    const excess = entry.failures - this.freeFailures;
    if (excess <= 0) return 0;
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (excess - 1));
  }

  succeed(address: string): void {
    this.entries.delete(address);
  }

  get size(): number {
    return this.entries.size;
  }

  private live(address: string, now: number): Entry | undefined {
    const entry = this.entries.get(address);
    if (entry && now - entry.lastAt > this.forgetAfterMs) {
      this.entries.delete(address);
      return undefined;
    }
    return entry;
  }

  private evict(now: number): void {
    for (const [address, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.lastAt <= this.forgetAfterMs) break;
      this.entries.delete(address);
    }
  }
}
