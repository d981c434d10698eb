// The providers' ids and the fixed values of their APIs.

/** Gemini's safety thresholds, from least to most blocking
 * (https://ai.google.dev/gemini-api/docs/safety-settings). */
export const GOOGLE_SAFETY_LEVELS = [
  'BLOCK_NONE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_LOW_AND_ABOVE',
] as const;
export type GoogleSafetyLevel = (typeof GOOGLE_SAFETY_LEVELS)[number];
/** The threshold a new chat sends: only content of high probability of harm is blocked. */
export const DEFAULT_GOOGLE_SAFETY_LEVEL: GoogleSafetyLevel = 'BLOCK_ONLY_HIGH';
/** The `anthropic-version` header every Messages call must carry
 * (https://docs.anthropic.com/en/api/versioning). */
export const ANTHROPIC_API_VERSION = '2023-06-01';
/** The `api-version` query of Azure OpenAI calls when the user names none
 * (https://learn.microsoft.com/azure/ai-services/openai/reference). */
export const AZURE_API_VERSION = '2023-08-01-preview';
/** The Gemini API version in the path when the user names none. */
export const GOOGLE_API_VERSION = 'v1';

/** The providers' wire formats, by id; the catalog (providers/catalog.ts) says where each lives.
 * Kept here so core/types.ts can name them without importing the catalog, which imports it. */
export const PROVIDER_IDS = [
  'openai',
  'azure',
  'google',
  'anthropic',
  'baidu',
  'bytedance',
  'alibaba',
  'tencent',
  'moonshot',
  'iflytek',
  'stability',
] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Claude calls send `top_k: 5`: sampling from the five likeliest tokens only, as the reference
 * client does. */
export const ANTHROPIC_TOP_K = 5;

/** OpenAI keys kept for endpoints other than the current one (providers/kept-keys.ts). A handful
 * covers a person switching between their own endpoints; the oldest goes first, so the stored list
 * stays small. */
export const KEPT_KEYS_MAX = 8;
