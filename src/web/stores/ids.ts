// Record ids: random UUIDs, so that records made on two devices never collide when synced.

export function newId(): string {
  return crypto.randomUUID();
}
