// Ordering of the session list. Sessions carry an `order` number so that moving one rewrites one
// record instead of the whole list; only when the numbers run out of room is the list renumbered.

import type { SessionMeta } from '../../core/types';

export interface Reordered {
  sessions: SessionMeta[];
  /** The records whose order changed and must be written. */
  changed: SessionMeta[];
}

export function moveInList(list: readonly SessionMeta[], from: number, to: number, now: number): Reordered | null {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return null;
  const sessions = [...list];
  const [moved] = sessions.splice(from, 1);
  if (!moved) return null;
  sessions.splice(to, 0, moved);
  const prev = sessions[to - 1];
  const next = sessions[to + 1];
  let order: number;
  if (prev && next) order = (prev.order + next.order) / 2;
  else if (prev) order = prev.order + 1;
  else if (next) order = next.order - 1;
  else order = 0;
  const fits = (!prev || order > prev.order) && (!next || order < next.order);
  if (!fits) {
    const renumbered = sessions.map((s, i) => ({ ...s, order: i, updatedAt: now }));
    return { sessions: renumbered, changed: renumbered };
  }
  const updated = { ...moved, order, updatedAt: now };
  sessions[to] = updated;
  return { sessions, changed: [updated] };
}

/** The order that puts a new session in front of all others. */
export function frontOrder(list: readonly SessionMeta[]): number {
  return list.length === 0 ? 0 : Math.min(...list.map((s) => s.order)) - 1;
}

export function sortSessions(list: SessionMeta[]): SessionMeta[] {
  return list.sort((a, b) => a.order - b.order || b.lastUpdate - a.lastUpdate);
}

export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}
