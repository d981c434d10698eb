// The search services PolyChat can ask, and why a page could not be read. Apart from the request
// schemas (schemas/web-search.ts) because the settings, /api/config and stored messages name them
// on the first screen, where those schemas are not needed.

/** SearXNG is self-hosted and needs no key; the others take the server's key (its environment) or
 * the user's own. */
export const WEB_SEARCH_PROVIDERS = ['searxng', 'tavily', 'brave', 'exa', 'serper'] as const;
export type WebSearchProvider = (typeof WEB_SEARCH_PROVIDERS)[number];

/** Who searches a chat's answers: the app, or the model itself (its provider's own web search). */
export const WEB_SEARCH_BY = ['app', 'model'] as const;
export type WebSearchBy = (typeof WEB_SEARCH_BY)[number];

/** Why a page could not be read, named in the sources beside it. */
export const WEB_READ_FAILURES = [
  /** The address (or one a redirect led to) is private, loopback, link-local or otherwise not public. */
  'blocked_address',
  'timeout',
  'too_large',
  /** The site answered with an error status (`status` says which). */
  'bad_status',
  /** Neither HTML, text nor PDF. */
  'unsupported_type',
  /** Nothing readable was found in it (a PDF without text, a page made only of script). */
  'unreadable',
  'unreachable',
  'too_many_redirects',
] as const;
export type WebReadFailure = (typeof WEB_READ_FAILURES)[number];
