// Tool-call deltas of the OpenAI chunk format and its relatives. OpenAI, Azure, Moonshot and
// ByteDance send an array of pieces keyed by `index`; iFlytek sends one whole call as an object
// with neither index nor id, so each such object is a new call.

import type { ChatEvent } from '../types';
import { isRecord, recordAt, numberAt, stringAt } from './wire-json';

export interface ToolCallCursor {
  /** Index given to the next call that arrives without one. */
  next: number;
  /** Index of the call the last piece belonged to, for pieces that name neither index nor id. */
  last: number;
  byId: Map<string, number>;
}

export function createToolCallCursor(): ToolCallCursor {
  return { next: 0, last: -1, byId: new Map() };
}

function indexOf(piece: Record<string, unknown>, cursor: ToolCallCursor): number {
  const id = stringAt(piece, 'id');
  const given = numberAt(piece, 'index');
  if (given !== undefined) {
    if (id) cursor.byId.set(id, given);
    cursor.next = Math.max(cursor.next, given + 1);
    return given;
  }
  if (id) {
    const known = cursor.byId.get(id);
    if (known !== undefined) return known;
    const fresh = cursor.next++;
    cursor.byId.set(id, fresh);
    return fresh;
  }
  return cursor.last >= 0 ? cursor.last : cursor.next++;
}

function pieceEvent(piece: Record<string, unknown>, index: number): ChatEvent {
  const fn = recordAt(piece, 'function');
  const event: Extract<ChatEvent, { type: 'tool-call' }> = {
    type: 'tool-call',
    index,
    arguments: stringAt(fn, 'arguments') ?? '',
  };
  const id = stringAt(piece, 'id');
  const name = stringAt(fn, 'name');
  if (id) event.id = id;
  if (name) event.name = name;
  return event;
}

/** Turns `delta.tool_calls` (array or iFlytek's single object) into tool-call events. */
export function toolCallEvents(toolCalls: unknown, cursor: ToolCallCursor): ChatEvent[] {
  if (Array.isArray(toolCalls)) {
    return toolCalls.filter(isRecord).map((piece) => {
      const index = indexOf(piece, cursor);
      cursor.last = index;
      return pieceEvent(piece, index);
    });
  }
  if (isRecord(toolCalls)) {
    const index = cursor.next++;
    cursor.last = index;
    return [pieceEvent(toolCalls, index)];
  }
  return [];
}
