// Zod schema of the access settings the user owns. The server's part (needCode, hideUserApiKey …)
// is deliberately absent: it is re-read from the server at every start and never stored.

import * as z from 'zod/mini';
import { GOOGLE_SAFETY_LEVELS, PROVIDER_IDS } from '../constants/providers';
import type { AccessSettings, ClientConfig } from '../types';
import type { SERVER_ACCESS_FIELDS } from '../defaults';
import { KEPT_KEYS_MAX } from '../providers/kept-keys';
import { providerNameSchema } from './model-config';

export type UserAccessSettings = Omit<AccessSettings, (typeof SERVER_ACCESS_FIELDS)[number]>;

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
  keptKeys: z.array(z.object({ url: z.string(), key: z.string() })).check(z.maxLength(KEPT_KEYS_MAX)),
}) satisfies z.ZodMiniType<UserAccessSettings>;

export const clientConfigSchema = z.object({
  needCode: z.boolean(),
  hideUserApiKey: z.boolean(),
  hideBalanceQuery: z.boolean(),
  disableGPT4: z.boolean(),
  disableFastLink: z.boolean(),
  customModels: z.string(),
  defaultModel: z.string(),
  groups: z.array(
    z.object({
      provider: z.enum(PROVIDER_IDS),
      models: z.array(z.object({ name: z.string(), displayName: z.string() })),
      reachable: z.optional(z.boolean()),
    }),
  ),
  shareEnabled: z.boolean(),
  updateUrl: z.string(),
}) satisfies z.ZodMiniType<ClientConfig>;
