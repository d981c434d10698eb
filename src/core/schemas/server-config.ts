// What the server tells the client at start-up (GET /api/config): the server builds its answer to
// this schema and the browser parses the answer with it. Never holds secrets.

import * as z from 'zod/mini';
import { PROVIDER_IDS } from '../constants/providers';
import { fieldsOf } from './fields';
import { WEB_SEARCH_PROVIDERS } from '../constants/web-search';

const groupModelSchema = z.object({ name: z.string(), displayName: z.string() });
export type GroupModel = z.infer<typeof groupModelSchema>;

/** What the client learns of a provider group: the wire format its upstream speaks (which adapter
 * builds the request, which paths are allowed) and its models. Never where the upstream is (that
 * may be an internal address) nor its token, which stays on the server. The client reaches the group
 * through /api/group/<index>/<path>. */
const publicProviderGroupSchema = z.object({
  provider: z.enum(PROVIDER_IDS),
  models: z.array(groupModelSchema),
  /** The server has an address and a token for it; a group without is not offered. Absent from
   * older servers, and then taken as reachable. */
  reachable: z.optional(z.boolean()),
});
export type PublicProviderGroup = z.infer<typeof publicProviderGroupSchema>;

export const clientConfigSchema = z.object({
  needCode: z.boolean(),
  hideUserApiKey: z.boolean(),
  hideBalanceQuery: z.boolean(),
  disableGPT4: z.boolean(),
  disableFastLink: z.boolean(),
  customModels: z.string(),
  defaultModel: z.string(),
  /** The provider groups by index (0 to 5). */
  groups: z.array(publicProviderGroupSchema),
  /** The administrator configured a conversation sharing service (POST /api/share works). */
  shareEnabled: z.boolean(),
  /** Where the latest released version is read (UPDATE_URL); '' when the server names none. */
  updateUrl: z.string(),
  /** The web search services the server can use by itself (a SearXNG instance, or a key of its
   * own), by name only; the others work with the user's own key or instance. Absent from older
   * servers, and then taken as none. */
  webSearchProviders: z.optional(z.array(z.enum(WEB_SEARCH_PROVIDERS))),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The fields of the access settings that come from the server and are never stored as the user's. */
export const SERVER_ACCESS_FIELDS = fieldsOf(clientConfigSchema);
