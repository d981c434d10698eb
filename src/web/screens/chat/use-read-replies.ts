import { useEffect } from 'react';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';

/** The reader and its words load with the first reply read, not with the chat screen. */
const read = (sessionId: string, messageId: string) => void import('../../services/voice/reader').then((reader) => reader.readAloud(sessionId, messageId));

/** With "Read every reply aloud" on, each reply that starts streaming in the open chat is read as
 * it arrives. Replies already there when the chat opens are not. */
export function useReadReplies(sessionId: string | undefined): void {
  const enabled = useConfigStore((s) => s.voice.readReplies);
  useEffect(() => {
    if (!enabled || !sessionId) return;
    const messagesNow = () => useChatStore.getState().messagesBySession[sessionId];
    const streamingIds = (messages = messagesNow()) => new Set((messages ?? []).filter((m) => m.role === 'assistant' && m.streaming).map((m) => m.id));
    let seen = messagesNow();
    let known = streamingIds(seen);
    return useChatStore.subscribe(() => {
      // The store changes on every frame of any chat's reply: this chat's messages are read again
      // only when they are other messages (a 20,000-message chat scanned per frame otherwise).
      const messages = messagesNow();
      if (messages === seen) return;
      seen = messages;
      const now = streamingIds(messages);
      for (const id of now) if (!known.has(id)) read(sessionId, id);
      known = now;
    });
  }, [enabled, sessionId]);
}
