// The signal of an outbound call: aborted when the client goes away or when the time is up.
// A plain controller and timer rather than AbortSignal.any over AbortSignal.timeout: Node may
// collect such composed signals while the call waits, and then the time-out never fires (the
// relays' time-out tests failed now and then until this was changed).

export interface Deadline {
  signal: AbortSignal;
  /** The time limit no longer applies (the answer's headers came); the client's leaving still does. */
  clear(): void;
  /** Ends the call now (a stream gone idle). */
  abort(): void;
  readonly timedOut: boolean;
}

export function deadline(clientGone: AbortSignal, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  timer.unref?.();
  if (clientGone.aborted) controller.abort();
  else clientGone.addEventListener('abort', () => controller.abort(), { once: true });
  return {
    signal: controller.signal,
    clear: () => clearTimeout(timer),
    abort: () => controller.abort(),
    get timedOut() {
      return timedOut;
    },
  };
}

export function deadlineSignal(clientGone: AbortSignal, timeoutMs: number): AbortSignal {
  return deadline(clientGone, timeoutMs).signal;
}
