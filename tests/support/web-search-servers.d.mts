export interface WebSearchServers {
  searxngUrl: string;
  pagesUrl: string;
  /** The queries the SearXNG fake was asked, in order. */
  searches: string[];
  close(): Promise<void>;
}

export function startWebSearchServers(): Promise<WebSearchServers>;
