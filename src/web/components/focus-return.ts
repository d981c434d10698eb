/** Remembers what has the focus now; the function it returns puts the focus back there if it has
 * been lost to the page's body (a dialog opened from code, or unmounted at once, closed). A keyboard
 * or screen-reader user is then where they were, not at the very start of the page. */
export function rememberFocus(): () => void {
  const returnTo = typeof document === 'undefined' ? null : document.activeElement;
  return () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
}
