// Pages read at once over the whole server: each holds up to a page's bytes and its parsed document,
// so their number bounds the memory page reading can take whatever the number of requests. A page
// waits for a free slot, or gives up when its request's time is up.

export class PageSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  /** Resolves with the slot's release once one is free; rejects when the signal ends the wait. */
  take(signal: AbortSignal): Promise<() => void> {
    const release = () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(once(release));
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', giveUp);
        resolve(once(release));
      };
      const giveUp = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(signal.reason);
      };
      this.waiting.push(grant);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
