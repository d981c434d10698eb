import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Calls `onEscape` when Escape is pressed, from now until the returned function is called. It
 * listens on the window before anything else hears the key: what it stands for (a menu or dialog
 * whose code is still loading) would have been the first to hear it.
 */
export function listenForEscape(onEscape: () => void): () => void {
  const listener = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  window.addEventListener('keydown', listener, true);
  return () => window.removeEventListener('keydown', listener, true);
}

/**
 * The stand-in for a menu or dialog asked for while its code is still loading (a Suspense
 * fallback): an Escape pressed meanwhile was meant for it, so `onEscape` withdraws the request
 * rather than letting it open afterwards. Shows `children` (say, the plain button) meanwhile.
 */
export function EscapeWhileLoading({ onEscape, children = null }: { onEscape: () => void; children?: ReactNode }) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  // Listening from the commit, not after the next frame: a key pressed at once is heard.
  useLayoutEffect(() => listenForEscape(() => latest.current()), []);
  return <>{children}</>;
}

/**
 * For a plain trigger that its menu, once loaded, replaces. The trigger pressed leaves the page when
 * the request is made (the stand-in draws its own copy), and again when an Escape withdraws it, so
 * each time the focus is put on the copy drawn, where the reader left it. Give `trigger` to the
 * plain trigger's ref; `request` asks for the menu, `withdraw` is the stand-in's `onEscape`.
 */
export function useWithdrawnRequest(setWanted: (wanted: boolean) => void) {
  const trigger = useRef<HTMLButtonElement>(null);
  const want = useCallback(
    (wanted: boolean) => {
      setWanted(wanted);
      // After the render that draws the other copy of the trigger.
      setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) trigger.current?.focus();
      });
    },
    [setWanted],
  );
  return { trigger, request: useCallback(() => want(true), [want]), withdraw: useCallback(() => want(false), [want]) };
}
