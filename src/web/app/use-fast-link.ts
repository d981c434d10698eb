import { useEffect, useState } from 'react';

const FAST_LINK_PARAMS = ['code', 'settings'];
/** Once per page load, even when development's strict mode runs effects twice. */
let offered = false;

/** The link's query, before the hash (/?code=…#/) or inside it (/#/?code=…). */
function linkParams(href: string): URLSearchParams {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  const query = url.hash.indexOf('?');
  if (query !== -1) new URLSearchParams(url.hash.slice(query + 1)).forEach((value, key) => params.set(key, value));
  return params;
}

/** Takes the fast-link parameters out of the address, so a reload or a bookmark does not ask again
 * and the code does not linger in the address bar. */
function stripLinkParams(): void {
  const url = new URL(window.location.href);
  FAST_LINK_PARAMS.forEach((key) => url.searchParams.delete(key));
  const [path = '', query] = url.hash.split('?');
  if (query !== undefined) {
    const rest = new URLSearchParams(query);
    FAST_LINK_PARAMS.forEach((key) => rest.delete(key));
    url.hash = rest.size > 0 ? `${path}?${rest.toString()}` : path;
  }
  window.history.replaceState(window.history.state, '', url);
}

function offerLink(params: URLSearchParams): void {
  if (!FAST_LINK_PARAMS.some((key) => params.has(key))) return;
  stripLinkParams();
  import('../screens/settings/fast-link-offer')
    .then(({ offerFastLink }) => offerFastLink(params))
    .catch((error: unknown) => console.warn('Could not offer the fast link', error));
}

/** "A link may carry an access code or preset settings, and the product offers to fill them in."
 * Only the check of the address is on the first screen; the offer loads when a link carries one. */
export function useFastLink(): void {
  // Read while rendering, before the router's effects run: a route that does not match the address
  // (/#/?code=…) redirects, and the redirect drops the query.
  const [params] = useState(() => linkParams(window.location.href));
  useEffect(() => {
    if (!offered) {
      offered = true;
      offerLink(params);
    }
    // A link opened in a tab that already shows the app changes only the hash: the page does not
    // load again, so the link is read from the event, which has the address before the router's
    // redirect drops its query.
    const onHashChange = (event: HashChangeEvent) => offerLink(linkParams(event.newURL));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [params]);
}
