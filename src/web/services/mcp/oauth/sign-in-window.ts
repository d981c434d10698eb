// The sign-in window, opened in the click itself: browsers open windows only in answer to the
// user's action, and the sign-in's code (the SDK) is loaded after the click.

/** The window's size: an authorization server's pages are made for a phone-sized window. */
const WINDOW_FEATURES = 'popup,width=520,height=720';

/** A new window each time (no name): a second click must not take over the first one's window,
 * which that sign-in closes when it ends. */
export function openSignInWindow(): Window | null {
  return window.open('about:blank', '_blank', WINDOW_FEATURES);
}
