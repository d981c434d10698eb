// A chat read from a session file becomes a new chat at the front of the list, selected: new ids,
// never overwriting the chat it came from. The whole file is validated first, so a broken or
// foreign file writes nothing.

import { parseSessionFile } from '../../core/export/session-file';
import type { ChatMessage, SessionMeta } from '../../core/types';
import { useChatStore } from './chat-store';

export type PrepareMessages = (messages: ChatMessage[]) => Promise<ChatMessage[]>;

/** The new chat's meta, or null when the text is not a session file. `prepare` may rewrite the
 * messages before they are stored (the caller moves inline images into the image store). The
 * session and its messages are written in one transaction. */
export async function importSessionFile(text: string, prepare: PrepareMessages = async (messages) => messages): Promise<SessionMeta | null> {
  const parsed = parseSessionFile(text);
  if (!parsed) return null;
  const messages = await prepare(parsed.messages);
  return useChatStore.getState().insertSession(parsed.session, messages);
}
