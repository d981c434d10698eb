import { create } from 'zustand';

interface FocusTarget {
  sessionId: string;
  messageId: string;
}

interface MessageFocusState {
  /** A message to bring into view once its session's list shows it. */
  target: FocusTarget | null;
  focus: (target: FocusTarget) => void;
  clear: () => void;
}

/** A request to show one message (a search result that was opened): the message list of that
 * session scrolls to it, marks it for a moment, and clears the request. */
export const useMessageFocus = create<MessageFocusState>()((set) => ({
  target: null,
  focus: (target) => set({ target }),
  clear: () => set({ target: null }),
}));
