/** Bytes shared by all requests that must hold something whole: a reservation is granted only if
 * it fits, so the total never passes the budget however many requests arrive at once. */
export class ByteBudget {
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  reserve(bytes: number): boolean {
    if (this.used + bytes > this.maxBytes) return false;
    this.used += bytes;
    return true;
  }

  release(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }

  get inUse(): number {
    return this.used;
  }
}
