// What a reply showed when the page went away in the middle of it. The chat store reaches
// IndexedDB only every STREAMING_WRITE_INTERVAL_MS while a reply streams, and a write started as the
// page closes may never finish; localStorage is written at once. On the next load the reply, marked
// interrupted, gets back every word that was on screen.

import { shownRepliesSchema, type ShownReply } from '../../core/schemas/local-notes';
import { allLiveTexts } from './live-text';

const KEY = 'polychat:shown-replies';

function read(): Record<string, ShownReply> {
  try {
    const parsed = shownRepliesSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Writes down what every reply in progress shows; called as the page is hidden for good. */
export function saveShownReplies(): void {
  const live = allLiveTexts();
  if (live.length === 0) return;
  const saved = read();
  for (const { messageId, part, text } of live) saved[messageId] = { ...saved[messageId], [part]: text };
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the reply keeps what IndexedDB has.
  }
}

/** What a reply showed when its page went away, once: the entry is removed as it is read. */
export function takeShownReply(messageId: string): ShownReply | undefined {
  const saved = read();
  const shown = saved[messageId];
  if (!shown) return undefined;
  delete saved[messageId];
  try {
    if (Object.keys(saved).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Nothing more to do: the entry is stale at worst.
  }
  return shown;
}

/** pagehide is the last event a closing or reloading page reliably gets (beforeunload is not sent
 * on mobile). */
export function installReplyRescue(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('pagehide', saveShownReplies);
}
