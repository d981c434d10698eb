import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { withStrings } from '../../i18n/setup';
import type { SortableModule } from './sortable-chat-list';

/** Drag and drop is not needed to draw the list, nor by someone who never moves a chat: it loads
 * when a pointer or the focus comes to the list (a press always follows one of them). */
interface SortableLoading {
  module: SortableModule | null;
  load: () => void;
  onPointerDown: () => void;
  onPointerUp: () => void;
}

export function useSortableModule(scroller: RefObject<HTMLDivElement | null>): SortableLoading {
  const [module, setModule] = useState<SortableModule | null>(null);
  const wanted = useRef(false);
  // Swapping the rows between a press and its click would lose the click: wait for the release.
  const pressed = useRef(false);
  const arrived = useRef<SortableModule | null>(null);
  // The rows are drawn anew once it has loaded: the focused button gets its focus back.
  const focused = useRef<{ index: string; button: number } | null>(null);

  const apply = useCallback(() => {
    const loaded = arrived.current;
    if (!loaded) return;
    arrived.current = null;
    const active = document.activeElement;
    const row = active?.closest<HTMLElement>('[data-index]');
    if (active && row && scroller.current?.contains(row)) {
      focused.current = { index: row.dataset.index ?? '', button: [...row.querySelectorAll('button')].indexOf(active as HTMLButtonElement) };
    }
    setModule(loaded);
  }, [scroller]);

  const load = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    void withStrings(import('./sortable-chat-list'), 'reorder').then((m) => {
      arrived.current = m.sortableModule;
      if (!pressed.current) apply();
    });
  }, [apply]);

  useLayoutEffect(() => {
    const target = focused.current;
    if (!module || !target) return;
    focused.current = null;
    scroller.current?.querySelectorAll<HTMLElement>(`[data-index="${target.index}"] button`)[target.button]?.focus();
  }, [module, scroller]);

  return {
    module,
    load,
    onPointerDown: () => {
      pressed.current = true;
    },
    onPointerUp: () => {
      pressed.current = false;
      // After the click that follows this release.
      if (arrived.current) setTimeout(apply, 0);
    },
  };
}
