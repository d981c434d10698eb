import { create } from 'zustand';

interface ScrollState {
  atBottom: boolean;
  setAtBottom: (atBottom: boolean) => void;
  scrollToBottom: () => void;
  /** The visible message list registers how to reach its end; returns the unregister. */
  register: (scrollToEnd: () => void) => () => void;
}

/** Shared by the message list and the input actions: whether the list is at its end, and the way
 * to get there ("scroll to bottom"). */
export const useScrollState = create<ScrollState>()((set, get) => {
  let scrollToEnd: (() => void) | undefined;
  return {
    atBottom: true,
    setAtBottom: (atBottom) => {
      if (get().atBottom !== atBottom) set({ atBottom });
    },
    scrollToBottom: () => scrollToEnd?.(),
    register: (next) => {
      scrollToEnd = next;
      return () => {
        if (scrollToEnd === next) scrollToEnd = undefined;
      };
    },
  };
});
