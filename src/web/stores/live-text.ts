// The text of replies while they are written: the answer as it is revealed and the reasoning as
// it arrives. They change up to every animation frame, and a change of the chat store redraws
// the message list and wakes every selector on it; kept here, a frame's new text redraws the one
// block that shows it. The chat store catches up a few times a second (reply-writer) and holds
// the whole text once the reply ends.

import { useCallback, useSyncExternalStore } from 'react';

/** Which text of a reply: its answer or its reasoning. */
export type LivePart = 'content' | 'reasoning';

const texts = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

const keyOf = (messageId: string, part: LivePart) => `${part}:${messageId}`;

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

export function setLiveText(messageId: string, text: string, part: LivePart = 'content'): void {
  const key = keyOf(messageId, part);
  if (texts.get(key) === text) return;
  texts.set(key, text);
  notify(key);
}

/** Once the chat store holds the finished texts. */
export function clearLiveText(messageId: string): void {
  for (const part of ['content', 'reasoning'] as const) {
    const key = keyOf(messageId, part);
    if (texts.delete(key)) notify(key);
  }
}

/** Every reply being written, with what it shows now. */
export function allLiveTexts(): Array<{ messageId: string; part: LivePart; text: string }> {
  return [...texts].map(([key, text]) => {
    const split = key.indexOf(':');
    return { messageId: key.slice(split + 1), part: key.slice(0, split) as LivePart, text };
  });
}

export function liveText(messageId: string, part: LivePart = 'content'): string | undefined {
  return texts.get(keyOf(messageId, part));
}

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** The text of a reply being written so far, or undefined when there is none. */
export function useLiveText(messageId: string, part: LivePart = 'content'): string | undefined {
  const key = keyOf(messageId, part);
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribeToKey, () => texts.get(key));
}
