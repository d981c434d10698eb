// The server's own store, for what a link must find again later: shared artifacts and shared
// chats. Everything else on the server stays stateless. Two implementations behind one small
// interface: files on disk by default (no service needed), Redis when several instances must share.
// It also counts events in time windows (wrong access codes per address), so that several instances
// behind one load balancer enforce one limit.

export type StoreKind = 'artifact' | 'share';

export interface ServerStore {
  /** Keeps the value under (kind, id); with ttlSeconds it is gone after that long. Rejects with
   * StoreFullError when the values kept, expired ones aside, would go over the store's size quota. */
  put(kind: StoreKind, id: string, value: string, ttlSeconds?: number): Promise<void>;
  /** The value, or undefined when there is none or it has expired. */
  get(kind: StoreKind, id: string): Promise<string | undefined>;
  /** Counts one more event under key, in a window that opens with the first and lasts windowMs;
   * atomic, so events arriving together each get their own count. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count, without adding to it. */
  peek(key: string): Promise<WindowCount>;
  close(): Promise<void>;
}

export interface WindowCount {
  count: number;
  /** Until the window closes and the count starts again from zero; 0 when there is none. */
  resetInMs: number;
}

/** Ids are made by the server: 128 random bits in base64url (22 characters). Anything else is
 * refused before it reaches a file name or a key. */
export const STORE_ID = /^[A-Za-z0-9_-]{22}$/;

export function newStoreId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Buffer.from(bytes).toString('base64url');
}

/** The store holds its quota of bytes already: nothing more is kept until values expire. */
export class StoreFullError extends Error {
  override name = 'StoreFullError';
  constructor() {
    super('The store is full');
  }
}
