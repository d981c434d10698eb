/** Settles once the server's configuration (and the administrator's default model with it) has been
 * applied, or has failed to arrive. A message sent right after the page loads waits for it, so it
 * goes to the model the administrator chose rather than to the built-in default. */
let settle: () => void = () => {};
const applied = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Longest a message waits for the server's answer; past it the built-in default is used. */
const WAIT_LIMIT_MS = 5000;

export function markServerConfigApplied(): void {
  settle();
}

export function serverConfigApplied(): Promise<void> {
  return Promise.race([applied, new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS))]);
}
