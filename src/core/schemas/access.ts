// The access settings: the user's own keys and endpoints (stored), and the server's part, which is
// re-read from GET /api/config at every start and never stored.

import * as z from 'zod/mini';
import { GOOGLE_SAFETY_LEVELS, KEPT_KEYS_MAX } from '../constants/providers';
import { providerNameSchema } from './model-config';
import type { ClientConfig } from './server-config';
import { WEB_SEARCH_PROVIDERS } from '../constants/web-search';

/** An OpenAI key and the endpoint it belongs to ('' for the default endpoint). */
const keptKeySchema = z.object({ url: z.string(), key: z.string() });
export type KeptKey = z.infer<typeof keptKeySchema>;

export const userAccessSettingsSchema = z.object({
  accessCode: z.string(),
  useCustomConfig: z.boolean(),
  provider: providerNameSchema,
  openaiUrl: z.string(),
  openaiApiKey: z.string(),
  azureUrl: z.string(),
  azureApiKey: z.string(),
  azureApiVersion: z.string(),
  googleUrl: z.string(),
  googleApiKey: z.string(),
  googleApiVersion: z.string(),
  googleSafetySettings: z.enum(GOOGLE_SAFETY_LEVELS),
  anthropicUrl: z.string(),
  anthropicApiKey: z.string(),
  anthropicApiVersion: z.string(),
  baiduUrl: z.string(),
  baiduApiKey: z.string(),
  baiduSecretKey: z.string(),
  bytedanceUrl: z.string(),
  bytedanceApiKey: z.string(),
  alibabaUrl: z.string(),
  alibabaApiKey: z.string(),
  tencentUrl: z.string(),
  tencentSecretId: z.string(),
  tencentSecretKey: z.string(),
  moonshotUrl: z.string(),
  moonshotApiKey: z.string(),
  stabilityUrl: z.string(),
  stabilityApiKey: z.string(),
  iflytekUrl: z.string(),
  iflytekApiKey: z.string(),
  iflytekApiSecret: z.string(),
  /** OpenAI keys kept for the endpoints they were used with, newest first, while another endpoint
   * is in use (providers/kept-keys.ts). */
  keptKeys: z.array(keptKeySchema).check(z.maxLength(KEPT_KEYS_MAX)),
  /** The search service web search uses; '' for the first the server offers. */
  webSearchProvider: z.enum(['', ...WEB_SEARCH_PROVIDERS]),
  /** The user's own SearXNG instance and search keys: like the provider keys, they stay on this
   * device unless sync is told to include keys, and the server uses them for one request only. */
  searxngUrl: z.string(),
  tavilyApiKey: z.string(),
  braveApiKey: z.string(),
  exaApiKey: z.string(),
  serperApiKey: z.string(),
});
export type UserAccessSettings = z.infer<typeof userAccessSettingsSchema>;

/** The user's settings and, over them, what the server reported. */
export type AccessSettings = UserAccessSettings & ClientConfig;
