// What the search keeps of a message. Tool results are not shown in the chat, so they are not
// searched; a message still streaming is searched once it has finished. Errored replies are kept
// (and flagged): the chat shows them, and they often hold the part of an answer that arrived
// before the error. System messages of a session are shown too, so they are searched as well.

import * as z from 'zod/mini';
import { messageText } from '../chat/message-content';
import { storedMessageSchema } from '../schemas/message';
import type { ChatMessage, Role } from '../types';
import { plainText } from './plain-text';

export interface SearchDoc {
  id: string;
  sessionId: string;
  role: Role;
  date: number;
  isError: boolean;
  /** The message as plain text: what is indexed, and what snippets are cut from. */
  text: string;
}

export function searchDocOf(message: ChatMessage, sessionId: string): SearchDoc | null {
  if (message.role === 'tool' || message.streaming) return null;
  const text = plainText(messageText(message.content));
  if (!text) return null;
  return { id: message.id, sessionId, role: message.role, date: message.date, isError: Boolean(message.isError), text };
}

/** What a search document takes of a stored message record, checked as the chat checks it. The date
 * of a record without one is 0 rather than the record left unsearched. */
const searchedRecordSchema = z.extend(z.pick(storedMessageSchema, { id: true, sessionId: true, role: true, content: true, isError: true }), {
  date: z.catch(z.number(), 0),
});

/** The document of a stored message record; null for a record the chat could not show either (no
 * id, session, role or content). A record is never streaming any more: the chat clears a flag left
 * by a closed page. */
export function searchDocOfRecord(raw: unknown): SearchDoc | null {
  const parsed = searchedRecordSchema.safeParse(raw);
  return parsed.success ? searchDocOf(parsed.data, parsed.data.sessionId) : null;
}
