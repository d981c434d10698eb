import { useState, type KeyboardEvent } from 'react';

/** Keyboard movement over a list whose focus stays on one element (aria-activedescendant): arrows
 * and Home/End move the active option past disabled ones, Enter (and Space, where it types
 * nothing) picks it. Works on indexes of the visible list. */
export function useActiveOption(count: number, isDisabled: (index: number) => boolean, initial: number) {
  const [active, setActive] = useState(initial);

  const step = (from: number, direction: 1 | -1): number => {
    for (let i = from + direction; i >= 0 && i < count; i += direction) {
      if (!isDisabled(i)) return i;
    }
    return from;
  };

  const first = () => step(-1, 1);
  const last = () => step(count, -1);
  // -1 (or an index the list has outgrown, after filtering) means "the first option that can be chosen".
  const clamped = active < 0 || active >= count || isDisabled(active) ? first() : active;

  const onKeyDown = (event: KeyboardEvent, pick: (index: number) => void, spacePicks: boolean) => {
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = step(clamped, 1);
        break;
      case 'ArrowUp':
        next = step(clamped, -1);
        break;
      case 'Home':
        next = first();
        break;
      case 'End':
        next = last();
        break;
      case 'Enter':
      case ' ':
        if (event.key === ' ' && !spacePicks) return;
        event.preventDefault();
        if (clamped >= 0 && !isDisabled(clamped)) pick(clamped);
        return;
      default:
        return;
    }
    event.preventDefault();
    if (next >= 0 && next < count) setActive(next);
  };

  return { active: clamped, setActive, onKeyDown };
}
