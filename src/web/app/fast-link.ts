// What a fast link carries (an access code, preset settings), read from the address and taken out
// of it before the offer is made. Loaded only when the address looks like such a link.

const FAST_LINK_PARAMS = ['code', 'settings'];
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

/** Offers what the link at `href` carries, if anything. */
export function offerLink(href: string): void {
  const params = linkParams(href);
  if (!FAST_LINK_PARAMS.some((key) => params.has(key))) return;
  stripLinkParams();
  import('../screens/settings/fast-link-offer')
    .then(({ offerFastLink }) => offerFastLink(params))
    .catch((error: unknown) => console.warn('Could not offer the fast link', error));
}
