// Searching the web and reading its pages: what the browser asks the server (POST /api/web/search,
// POST /api/web/read) and what the server answers, parsed on both sides with these schemas. The
// server reads pages for the browser because a page cannot read another site's pages itself, and
// reads only public addresses (its safe fetch).

import * as z from 'zod/mini';
import { WEB_READ_FAILURES, WEB_SEARCH_PROVIDERS } from '../constants/web-search';

/** Where the browser asks the server to search, and to read pages. */
export const WEB_SEARCH_PATH = '/api/web/search';
export const WEB_READ_PATH = '/api/web/read';

export { WEB_READ_FAILURES, WEB_SEARCH_PROVIDERS, type WebReadFailure, type WebSearchProvider } from '../constants/web-search';

/** The most results one search returns, and the most pages one read asks for. */
export const WEB_SEARCH_MAX_RESULTS = 10;
export const WEB_READ_MAX_PAGES = 5;

export const webSearchRequestSchema = z.object({
  provider: z.enum(WEB_SEARCH_PROVIDERS),
  query: z.string().check(z.minLength(1), z.maxLength(2_000)),
  count: z.optional(z.number().check(z.refine((count) => Number.isInteger(count) && count >= 1 && count <= WEB_SEARCH_MAX_RESULTS))),
  /** The user's own key, for a provider the server has none for: used for this one request and
   * never kept or logged. */
  key: z.optional(z.string().check(z.maxLength(500))),
  /** The user's own SearXNG instance, when the server names none. */
  endpoint: z.optional(z.string().check(z.maxLength(2_000))),
});
export type WebSearchRequest = z.infer<typeof webSearchRequestSchema>;

const webSearchResultSchema = z.object({
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
  /** When the page says it was published, as the provider gave it (ISO 8601 where it can). */
  published: z.optional(z.string()),
});
export type WebSearchResult = z.infer<typeof webSearchResultSchema>;

export const webSearchAnswerSchema = z.object({ results: z.array(webSearchResultSchema) });
export type WebSearchAnswer = z.infer<typeof webSearchAnswerSchema>;

export const webReadRequestSchema = z.object({
  urls: z.array(z.string().check(z.maxLength(2_000))).check(z.minLength(1), z.maxLength(WEB_READ_MAX_PAGES)),
});
export type WebReadRequest = z.infer<typeof webReadRequestSchema>;


// A plain union rather than a discriminated one: the same answers pass, and zod's discriminated
// union code stays off the first screen (see vite.config.ts).
const webPageSchema = z.union([
  z.object({
    ok: z.literal(true),
    url: z.string(),
    /** Where the redirects ended. */
    finalUrl: z.string(),
    title: z.string(),
    /** The site's own name where the page gives one, else its host. */
    site: z.string(),
    published: z.optional(z.string()),
    /** The page's readable text (paragraphs separated by blank lines), cut to a bounded length. */
    text: z.string(),
  }),
  z.object({ ok: z.literal(false), url: z.string(), reason: z.enum(WEB_READ_FAILURES), status: z.optional(z.number()) }),
]);
export type WebPage = z.infer<typeof webPageSchema>;

export const webReadAnswerSchema = z.object({ pages: z.array(webPageSchema) });
export type WebReadAnswer = z.infer<typeof webReadAnswerSchema>;
