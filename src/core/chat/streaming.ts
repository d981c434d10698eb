import type { ChatMessage } from '../types';

const answered = new WeakMap<readonly ChatMessage[], boolean>();

/** Whether a reply among these messages is still streaming. Remembered per array: the chat store
 * gives a session a new array whenever one of its messages changes, and the screen's selectors ask
 * on every change of any session, so a 20,000-message chat was scanned on each frame of a reply
 * streaming in another chat. From the end, where a streaming reply is. */
export function anyStreaming(messages: readonly ChatMessage[]): boolean {
  const known = answered.get(messages);
  if (known !== undefined) return known;
  let streaming = false;
  for (let index = messages.length - 1; index >= 0; index--) {
    if (messages[index]!.streaming) {
      streaming = true;
      break;
    }
  }
  answered.set(messages, streaming);
  return streaming;
}
