// One chat as a file: the session and its messages in a versioned envelope. Importing validates the
// whole file before anything is written, so a broken or foreign file changes nothing.

import * as z from 'zod/mini';
import { chatMessageSchema } from '../schemas/message';
import { sessionMetaSchema } from '../schemas/session';
import type { ChatMessage, SessionMeta } from '../types';

export const SESSION_FILE_FORMAT = 'polychat-session';
const SESSION_FILE_VERSION = 1;

const sessionFileSchema = z.object({
  format: z.literal(SESSION_FILE_FORMAT),
  version: z.literal(SESSION_FILE_VERSION),
  exportedAt: z.number(),
  session: sessionMetaSchema,
  messages: z.array(chatMessageSchema),
});
type SessionFile = z.infer<typeof sessionFileSchema>;

export function sessionFileContent(session: SessionMeta, messages: readonly ChatMessage[], exportedAt: number): string {
  const file: SessionFile = {
    format: SESSION_FILE_FORMAT,
    version: SESSION_FILE_VERSION,
    exportedAt,
    session,
    // A reply still streaming is saved as far as it got.
    messages: messages.map(({ streaming: _streaming, ...message }) => message),
  };
  return JSON.stringify(file, null, 2);
}

/** The session and messages of a file, or null when it is not JSON or not a session file. */
export function parseSessionFile(text: string): { session: SessionMeta; messages: ChatMessage[] } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = sessionFileSchema.safeParse(json);
  return parsed.success ? { session: parsed.data.session, messages: parsed.data.messages } : null;
}
