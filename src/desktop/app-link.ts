// A link given to the desktop app on its command line (`polychat '<link>'`), as a web page's fast
// link or a bookmark of one of its pages: the app opens that page, and the page itself asks before
// applying any code or settings the link carries (web/app/use-fast-link.ts). Only the part after
// the address is taken, so the window never leaves the local server's origin.

/** A link longer than this is not one a person passed on. */
const MAX_LINK_LENGTH = 8_192;

/** The app page a link names, as a fragment ("#/…"), or undefined when it names none. */
export function appFragment(link: string | undefined): string | undefined {
  if (!link || link.length > MAX_LINK_LENGTH) return undefined;
  if (link.startsWith('#/')) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hash.startsWith('#/')) return url.hash;
  // /?code=…&settings=… — the fast link's other form: the same query inside the hash.
  const carried = new URLSearchParams();
  for (const key of ['code', 'settings']) {
    const value = url.searchParams.get(key);
    if (value !== null) carried.set(key, value);
  }
  return carried.size > 0 ? `#/?${carried.toString()}` : undefined;
}
