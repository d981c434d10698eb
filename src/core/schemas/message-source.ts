// The sources of an answer searched on the web, kept with the message (export, share and sync carry
// them): what each source is, whether its page was read, and each passage the answer cited from it
// with the app's verdict on it.

import * as z from 'zod/mini';
import { WEB_READ_FAILURES } from '../constants/web-search';

/** One citation of a source in the answer: the passage it rests on, and whether the app found it. */
const sourceCitationSchema = z.object({
  /** The words the answer quoted, or else the passage of the page closest to the cited sentence. */
  passage: z.string(),
  /** The answer quoted the passage (between quotation marks) rather than the app choosing it. */
  quoted: z.boolean(),
  /** The page was read and, for a quote, holds it. */
  verified: z.boolean(),
  /** The model's own web search cited it (its provider read the page, not the app): verified where
   * the provider quotes the page's words, else `passage` is the answer's words it was cited for. */
  byModel: z.optional(z.boolean()),
});
export type SourceCitation = z.infer<typeof sourceCitationSchema>;

const MESSAGE_SOURCE_STATES = [
  /** Its page was read: citations of it can be checked. */
  'read',
  /** Reading its page failed (`reason` says why). */
  'failed',
  /** Only listed by the search: its page was never read. */
  'found',
] as const;

export const messageSourceSchema = z.object({
  /** The number the answer cites it by ([1], [2] …). */
  // A refinement rather than zod's integer and range checks, which would load with the first
  // screen (see vite.config.ts).
  n: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1)),
  url: z.string(),
  title: z.string(),
  site: z.optional(z.string()),
  published: z.optional(z.string()),
  state: z.enum(MESSAGE_SOURCE_STATES),
  /** Why its page could not be read; an unknown reason (a newer device's) is dropped, not the source. */
  reason: z.optional(z.catch(z.optional(z.enum(WEB_READ_FAILURES)), undefined)),
  /** The site's error status, for `bad_status`. */
  status: z.optional(z.number()),
  /** What the search said of it. */
  snippet: z.optional(z.string()),
  citations: z.optional(z.array(sourceCitationSchema)),
});
export type MessageSource = z.infer<typeof messageSourceSchema>;
