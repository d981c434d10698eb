// The text of replies while they are revealed. It changes every animation frame, and a change of
// the chat store redraws the message list and wakes every selector on it; kept here, a frame's
// new text redraws the one message body that shows it. The chat store catches up a few times a
// second (reply-writer) and holds the whole text once the reply ends.

import { useCallback, useSyncExternalStore } from 'react';

const texts = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

function notify(messageId: string) {
  for (const listener of listeners.get(messageId) ?? []) listener();
}

export function setLiveText(messageId: string, text: string): void {
  if (texts.get(messageId) === text) return;
  texts.set(messageId, text);
  notify(messageId);
}

/** Once the chat store holds the finished text. */
export function clearLiveText(messageId: string): void {
  if (!texts.delete(messageId)) return;
  notify(messageId);
}

export function liveText(messageId: string): string | undefined {
  return texts.get(messageId);
}

function subscribe(messageId: string, listener: () => void): () => void {
  let set = listeners.get(messageId);
  if (!set) listeners.set(messageId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(messageId);
  };
}

/** The revealed text of a reply being written, or undefined when there is none. */
export function useLiveText(messageId: string): string | undefined {
  const subscribeToMessage = useCallback((listener: () => void) => subscribe(messageId, listener), [messageId]);
  return useSyncExternalStore(subscribeToMessage, () => texts.get(messageId));
}
