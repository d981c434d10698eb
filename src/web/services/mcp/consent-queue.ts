// The questions waiting for the user: the asker the chat registers puts each call's question here,
// and the chat's screen shows the first one of the chat on screen. Calls of one round (the engine
// runs them side by side) are so asked one after another, in the order they came.
//
// A question of a chat that is not on screen waits until the user opens that chat, without a time
// bound: only the user's answer may let a tool run, and a denial the user never gave would tell
// the model something false. The reply's Stop ends the wait; deleting the chat denies its
// questions, since no one can answer them any more.

import { useChatStore } from '../../stores/chat-store';
import type { ToolConsent, ToolConsentAsker } from './consent';
import { useConsentQueue } from './consent-pending';

let nextId = 1;
let watchingChats = false;

/** Denies the questions of chats that are gone, whenever the chat list changes. */
function watchChats(): void {
  if (watchingChats) return;
  watchingChats = true;
  useChatStore.subscribe((state, before) => {
    if (state.sessions === before.sessions) return;
    const chats = new Set(state.sessions.map((session) => session.id));
    for (const item of useConsentQueue.getState().pending) if (!chats.has(item.request.sessionId)) item.answer('deny');
  });
}

function remove(id: number): void {
  useConsentQueue.setState((state) => ({ pending: state.pending.filter((item) => item.id !== id) }));
}

/** Queues the question; it leaves the queue once answered or when the reply is stopped. */
export const queueConsent: ToolConsentAsker = (request, signal) =>
  new Promise((resolve) => {
    watchChats();
    const id = nextId++;
    const onAbort = () => remove(id);
    signal.addEventListener('abort', onAbort, { once: true });
    const answer = (consent: ToolConsent) => {
      signal.removeEventListener('abort', onAbort);
      remove(id);
      resolve(consent);
    };
    useConsentQueue.setState((state) => ({ pending: [...state.pending, { id, request, answer }] }));
  });
