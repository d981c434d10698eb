export const PAGES: Record<string, { title: string; published?: string; html: string }>;

export interface WebSearchServers {
  searxngUrl: string;
  pagesUrl: string;
  /** The queries the SearXNG fake was asked, in order. */
  searches: string[];
  close(): Promise<void>;
}

export function startWebSearchServers(): Promise<WebSearchServers>;
