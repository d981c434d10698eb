/** Where the focus should come back to: what has it now or, for an item of a menu (which is gone
 * by the time a dialog it opened closes), the button that opened the menu. */
function returnTarget(): Element | null {
  const active = document.activeElement;
  const menu = active?.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  return (trigger && document.getElementById(trigger)) || active;
}

/** Remembers what has the focus now; the function it returns puts the focus back there if it has
 * been lost to the page's body (a dialog opened from code, or unmounted at once, closed). A keyboard
 * or screen-reader user is then where they were, not at the very start of the page. */
export function rememberFocus(): () => void {
  const returnTo = typeof document === 'undefined' ? null : returnTarget();
  return () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
}
