import { useCallback, useRef } from 'react';
import { SIDEBAR_CLICK_TOGGLE_MS, SIDEBAR_DRAG_THROTTLE_MS } from '../../../core/constants/layout';
import { clampSidebarWidth, toggledSidebarWidth } from './sidebar-width';

interface Options {
  width: number;
  /** Live width while dragging (not persisted on every move). */
  onPreview: (width: number) => void;
  /** Final width, persisted once the pointer is released. */
  onCommit: (width: number) => void;
  /** +1 when the sidebar sits on the left (LTR), -1 when it sits on the right (RTL). */
  direction: 1 | -1;
}

/** Pointer handlers for the resize handle: dragging is throttled to one update per 20 ms, and a
 * press released within 300 ms counts as a click that toggles default and narrow widths. */
export function useDragResize({ width, onPreview, onCommit, direction }: Options) {
  const state = useRef({ startX: 0, startWidth: width, startTime: 0, lastMove: 0, current: width });

  const onPointerDown = useCallback(
    (event: React.PointerEvent<HTMLElement>) => {
      event.preventDefault();
      const target = event.currentTarget;
      target.setPointerCapture(event.pointerId);
      state.current = { startX: event.clientX, startWidth: width, startTime: performance.now(), lastMove: 0, current: width };

      const onMove = (move: PointerEvent) => {
        const now = performance.now();
        if (now - state.current.lastMove < SIDEBAR_DRAG_THROTTLE_MS) return;
        state.current.lastMove = now;
        const next = clampSidebarWidth(state.current.startWidth + direction * (move.clientX - state.current.startX));
        state.current.current = next;
        onPreview(next);
      };
      const onUp = (up: PointerEvent) => {
        target.removeEventListener('pointermove', onMove);
        target.removeEventListener('pointerup', onUp);
        target.removeEventListener('pointercancel', onUp);
        const quick = performance.now() - state.current.startTime < SIDEBAR_CLICK_TOGGLE_MS;
        const moved = Math.abs(up.clientX - state.current.startX) > 3;
        if (quick && !moved) {
          onCommit(toggledSidebarWidth(state.current.startWidth));
        } else {
          onCommit(clampSidebarWidth(state.current.startWidth + direction * (up.clientX - state.current.startX)));
        }
      };
      target.addEventListener('pointermove', onMove);
      target.addEventListener('pointerup', onUp);
      target.addEventListener('pointercancel', onUp);
    },
    [width, onPreview, onCommit, direction],
  );

  return { onPointerDown };
}
