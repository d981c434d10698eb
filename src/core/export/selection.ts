// Which messages of a conversation go into an export. A selection is a set of message ids; every
// helper returns a new set, and the export keeps the conversation's order whatever the clicks were.

import type { ChatMessage } from '../types';

export type Selection = ReadonlySet<string>;

interface Identified {
  id: string;
}

export function selectAll(messages: readonly Identified[]): Selection {
  return new Set(messages.map((message) => message.id));
}

/** The newest `count` messages; a count below one selects none. */
export function selectLatest(messages: readonly Identified[], count: number): Selection {
  const n = Math.max(0, Math.floor(count));
  return new Set(n === 0 ? [] : messages.slice(-n).map((message) => message.id));
}

export function selectByRole(messages: readonly Pick<ChatMessage, 'id' | 'role'>[], role: ChatMessage['role']): Selection {
  return new Set(messages.filter((message) => message.role === role).map((message) => message.id));
}

/** Positions `from` to `to`, both included, in either order, clamped to the conversation. */
export function selectRange(messages: readonly Identified[], from: number, to: number): Selection {
  if (messages.length === 0) return new Set();
  const clamp = (index: number) => Math.min(messages.length - 1, Math.max(0, Math.floor(index)));
  const [start, end] = [clamp(Math.min(from, to)), clamp(Math.max(from, to))];
  return new Set(messages.slice(start, end + 1).map((message) => message.id));
}

export function toggle(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A shift-click: every message between the last one clicked and this one takes the state the
 * clicked one is given, as file managers do. */
export function extendRange(
  selection: Selection,
  messages: readonly Identified[],
  anchor: number,
  target: number,
  selected: boolean,
): Selection {
  const next = new Set(selection);
  for (const id of selectRange(messages, anchor, target)) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selected messages, in the conversation's order. */
export function selectedMessages<T extends Identified>(messages: readonly T[], selection: Selection): T[] {
  return messages.filter((message) => selection.has(message.id));
}
