// What every provider stream or body turns into, whichever wire format it came in.

import type { ChatErrorCode } from '../chat/error-codes';
import type { ProviderName } from '../schemas/model-config';

/** A setting of a provider's form that a call may need, by the name of its label in Settings. */
export type CredentialField = 'endpoint' | 'apiKey' | 'apiVersion' | 'secretId' | 'secretKey' | 'apiSecret';

export type ChatEvent =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'tool-call'; index: number; id?: string; name?: string; arguments: string }
  | { type: 'usage'; promptTokens?: number; completionTokens?: number }
  | WebSourceEvent
  | { type: 'done' }
  | {
      type: 'error';
      /** The provider's or server's own words, in its language; shown folded under the catalogue's. */
      message: string;
      status?: number;
      code?: ChatErrorCode;
      /** A raw body nobody could read as a message (JSON, text), for the fold. */
      detail?: string;
      /** From a Retry-After header: when to try again. */
      retryAfterSeconds?: number;
      /** For a provider's settings left half-filled: whose, and what they lack. */
      incomplete?: { provider: ProviderName; missing: CredentialField[] };
    };

/** A page the provider's own web search found or cited (OpenAI's search models, Gemini's grounding,
 * Claude's web search tool). `quote` is the page's own words the provider cited; `cites` the words of
 * the answer it cited the page for. Neither: a result its search listed. */
export interface WebSourceEvent {
  type: 'web-source';
  url: string;
  title: string;
  site?: string;
  published?: string;
  quote?: string;
  cites?: string;
}
