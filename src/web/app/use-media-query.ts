import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../core/constants/layout';

/** "Mobile layout applies when the window width is 600 pixels or less." */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** A screen without a pointer that hovers (a phone, a tablet): what hides until hovered is shown. */
export const NO_HOVER_QUERY = '(hover: none)';

/** One MediaQueryList per query: matchMedia parses its query each call, and components that ask
 * re-render often (the chat header re-renders while a reply streams). */
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Subscribes to a CSS media query, so the UI follows the system live (theme, mobile layout). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
    () => false,
  );
}
