// What the search keeps of a message. Tool results are not shown in the chat, so they are not
// searched; a message still streaming is searched once it has finished. Errored replies are kept
// (and flagged): the chat shows them, and they often hold the part of an answer that arrived
// before the error. System messages of a session are shown too, so they are searched as well.

import { messageText } from '../chat/message-content';
import type { ChatMessage, MessageContent, Role } from '../types';
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

const ROLES: readonly string[] = ['system', 'user', 'assistant', 'tool'] satisfies Role[];

function isContent(value: unknown): value is MessageContent {
  if (typeof value === 'string') return true;
  return (
    Array.isArray(value) &&
    value.every((part) => typeof part === 'object' && part !== null && (part.type !== 'text' || typeof part.text === 'string'))
  );
}

/** The document of a stored message record, read as it is; null for a record the chat could not
 * show either (no id, session, role or content). */
export function searchDocOfRecord(raw: unknown): SearchDoc | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const { id, sessionId, role, date, content } = record;
  if (typeof id !== 'string' || !id || typeof sessionId !== 'string' || !sessionId) return null;
  if (typeof role !== 'string' || !ROLES.includes(role) || !isContent(content)) return null;
  const message: ChatMessage = {
    id,
    role: role as Role,
    date: typeof date === 'number' ? date : 0,
    content,
    // A record is never streaming any more: the chat clears a flag left by a closed page.
    isError: record.isError === true,
  };
  return searchDocOf(message, sessionId);
}
