// Events of a fast stream gathered into batches: a provider may send hundreds of small pieces a
// second, and each message across a thread boundary costs the receiving thread a task. The screen
// shows text once a frame, so nothing is gained by sending it more often.

import type { ChatEvent } from '../types';

export interface EventBatcher {
  push(event: ChatEvent): void;
  /** Sends what is waiting now. */
  flush(): void;
}

/** Pieces of text (or of reasoning) that follow each other become one event. */
function merge(last: ChatEvent | undefined, event: ChatEvent): boolean {
  if (!last || (last.type !== 'text' && last.type !== 'reasoning') || last.type !== event.type) return false;
  last.text += event.text;
  return true;
}

/**
 * Sends at most one batch per `intervalMs`: the first event after a quiet spell goes at once, the
 * ones that follow wait for the rest of the interval. `done` goes at once with what is waiting.
 */
export function createEventBatcher(send: (events: ChatEvent[]) => void, intervalMs: number): EventBatcher {
  let waiting: ChatEvent[] = [];
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    lastSent = Date.now();
    send(batch);
  }

  return {
    push(event) {
      if (!merge(waiting.at(-1), event)) waiting.push({ ...event });
      if (event.type === 'done') return flush();
      if (timer !== undefined) return;
      const wait = lastSent + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    flush,
  };
}
