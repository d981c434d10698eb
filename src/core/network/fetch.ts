/** How core reaches the network: the caller passes it in (the page's call-out, the server's safe
 * fetch, a test's stand-in), so core itself never calls out. `Init` narrows what a caller must
 * accept where the server's own fetch takes less than RequestInit. */
export type Fetch<Init = RequestInit> = (url: string, init: Init) => Promise<Response>;
