import { useEffect, useState } from 'react';

/** Once per page load, even when development's strict mode runs effects twice. */
let offered = false;

/** Whether an address may be a fast link: `code` or `settings` in its query, before the hash
 * (/?code=…#/) or inside it (/#/?code=…). What it carries is read by fast-link.ts, loaded then. */
const MAY_BE_FAST_LINK = /[?&](code|settings)(=|&|#|$)/;

function offerLink(href: string): void {
  if (!MAY_BE_FAST_LINK.test(href)) return;
  import('./fast-link')
    .then((link) => link.offerLink(href))
    .catch((error: unknown) => console.warn('Could not offer the fast link', error));
}

/** "A link may carry an access code or preset settings, and the product offers to fill them in."
 * Only the check of the address is on the first screen; the offer loads when a link carries one. */
export function useFastLink(): void {
  // Read while rendering, before the router's effects run: a route that does not match the address
  // (/#/?code=…) redirects, and the redirect drops the query.
  const [href] = useState(() => window.location.href);
  useEffect(() => {
    if (!offered) {
      offered = true;
      offerLink(href);
    }
    // A link opened in a tab that already shows the app changes only the hash: the page does not
    // load again, so the link is read from the event, which has the address before the router's
    // redirect drops its query.
    const onHashChange = (event: HashChangeEvent) => offerLink(event.newURL);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [href]);
}
