// The signal of an outbound call: aborted when the client goes away or when the time is up.
// A plain controller and timer rather than AbortSignal.any over AbortSignal.timeout: Node may
// collect such composed signals while the call waits, and then the time-out never fires (the
// relays' time-out tests failed now and then until this was changed).

export function deadlineSignal(clientGone: AbortSignal, timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  timer.unref?.();
  if (clientGone.aborted) controller.abort();
  else clientGone.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
}
