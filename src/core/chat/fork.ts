import type { ChatMessage, SessionMeta } from '../types';

export interface Fork {
  meta: SessionMeta;
  messages: ChatMessage[];
}

/** A new conversation made of `messages` up to and including `messageId`, with the session's mask.
 * The summary goes along only when it covers nothing past the fork point, and a cleared context
 * only when it was cleared within it; otherwise they would describe messages the fork lacks.
 * Ids, order and counts are the caller's to make (the store makes them when it inserts). */
export function forkAt(meta: SessionMeta, messages: readonly ChatMessage[], messageId: string, topic: string): Fork | null {
  const index = messages.findIndex((message) => message.id === messageId);
  if (index < 0) return null;
  const kept = messages.slice(0, index + 1).map((message) => ({ ...message }));
  const summaryFits = meta.lastSummarizeIndex <= kept.length;
  const clearFits = meta.clearContextIndex !== undefined && meta.clearContextIndex <= kept.length;
  const forked: SessionMeta = {
    ...meta,
    topic,
    mask: structuredClone(meta.mask),
    memoryPrompt: summaryFits ? meta.memoryPrompt : '',
    lastSummarizeIndex: summaryFits ? meta.lastSummarizeIndex : 0,
  };
  if (clearFits) forked.clearContextIndex = meta.clearContextIndex;
  else delete forked.clearContextIndex;
  // "Allow for this chat" was said of the chat it was said in, not of a copy.
  delete forked.mcpAllowed;
  return { meta: forked, messages: kept };
}
