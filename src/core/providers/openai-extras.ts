// OpenAI calls other than chat: image generation (dall-e-3), the dashboard billing pair behind
// the usage panel, and the model list. Pure builders and parsers; the caller fetches, and passes
// the current date in so nothing here reads a clock.

import { DEFAULT_IMAGE_COUNT, DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE } from '../constants/images';
import type { ChatEvent } from '../types';
import type { ProviderEndpoint, ProviderRequest } from './adapter';
import { assertAzureConfig, azureAuthHeaders, azureDeploymentPath } from './azure';
import { bearerAuth } from './openai-compatible';
import { arrayAt, isRecord, joinUrl, numberAt, providerErrorMessage, recordAt, stringAt } from './wire-json';

type ErrorEvent = Extract<ChatEvent, { type: 'error' }>;

const OPENAI_IMAGE_PATH = 'v1/images/generations';
const OPENAI_USAGE_PATH = 'dashboard/billing/usage';
const OPENAI_SUBSCRIPTION_PATH = 'dashboard/billing/subscription';
const OPENAI_MODELS_PATH = 'v1/models';
/** Spec part 1 §8, usage query. */
export const USAGE_QUERY_FAILED_MESSAGE = 'Failed to query usage from openai';
/** "The OpenAI model-list filter keeps ids that start with gpt-." */
const LISTED_MODEL_PREFIX = 'gpt-';

export interface ImageRequestInput {
  endpoint: ProviderEndpoint;
  /** Azure serves images from a deployment path; everything else uses OpenAI's. */
  provider?: 'openai' | 'azure';
  model: string;
  prompt: string;
  size?: string;
  quality?: string;
  style?: string;
}

export type ImageResult =
  | { ok: true; url?: string; b64Json?: string; revisedPrompt?: string }
  | { ok: false; error: ErrorEvent };

export function buildImageRequest(input: ImageRequestInput): ProviderRequest {
  const { endpoint } = input;
  const azure = input.provider === 'azure';
  if (azure) assertAzureConfig(endpoint, input.model);
  const path = azure ? azureDeploymentPath(input.model, 'images/generations', endpoint) : OPENAI_IMAGE_PATH;
  const auth = azure ? azureAuthHeaders(endpoint) : bearerAuth(endpoint);
  // b64_json rather than url: OpenAI's image URLs expire after an hour, and the app stores the
  // picture itself.
  const body = {
    model: input.model,
    prompt: input.prompt,
    response_format: 'b64_json',
    n: DEFAULT_IMAGE_COUNT,
    size: input.size ?? DEFAULT_IMAGE_SIZE,
    quality: input.quality ?? DEFAULT_IMAGE_QUALITY,
    style: input.style ?? DEFAULT_IMAGE_STYLE,
  };
  return {
    url: joinUrl(endpoint.baseUrl, path),
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth },
    body: JSON.stringify(body),
  };
}

function failure(status: number, body: unknown): ErrorEvent {
  const message = providerErrorMessage(body) ?? JSON.stringify(body);
  return { type: 'error', message, status, code: status === 401 ? 'unauthorized' : 'http_error' };
}

export function parseImageResponse(status: number, body: unknown): ImageResult {
  if (status >= 400 || (isRecord(body) && body.error !== undefined)) return { ok: false, error: failure(status, body) };
  const first = arrayAt(body, 'data')[0];
  const url = stringAt(first, 'url');
  const b64Json = stringAt(first, 'b64_json');
  if (!url && !b64Json) {
    return { ok: false, error: { type: 'error', message: JSON.stringify(body), code: 'empty_response' } };
  }
  const result: ImageResult = { ok: true };
  if (url) result.url = url;
  if (b64Json) result.b64Json = b64Json;
  const revisedPrompt = stringAt(first, 'revised_prompt');
  if (revisedPrompt) result.revisedPrompt = revisedPrompt;
  return result;
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "start_date (first day of month) and end_date (tomorrow)", in the user's local calendar. */
export function usageDateRange(now: Date): { startDate: string; endDate: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), 1);
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { startDate: isoDay(start), endDate: isoDay(tomorrow) };
}

function getRequest(endpoint: ProviderEndpoint, path: string): ProviderRequest {
  return { url: joinUrl(endpoint.baseUrl, path), method: 'GET', headers: bearerAuth(endpoint) };
}

export function buildUsageRequests(
  endpoint: ProviderEndpoint,
  now: Date,
): { usage: ProviderRequest; subscription: ProviderRequest } {
  const { startDate, endDate } = usageDateRange(now);
  return {
    usage: getRequest(endpoint, `${OPENAI_USAGE_PATH}?start_date=${startDate}&end_date=${endDate}`),
    subscription: getRequest(endpoint, OPENAI_SUBSCRIPTION_PATH),
  };
}

export interface HttpJson {
  status: number;
  body: unknown;
}

interface OpenAIUsage {
  /** Dollars spent this month. */
  used: number;
  /** The account's hard limit in dollars; relays often leave it out. */
  total: number | undefined;
}

export type UsageResult = { ok: true; usage: OpenAIUsage } | { ok: false; error: ErrorEvent };

/** Reads the usage and subscription answers in the reference client's order of checks. */
export function parseUsage(usage: HttpJson, subscription: HttpJson): UsageResult {
  if (usage.status === 401) {
    const message = providerErrorMessage(usage.body) ?? 'unauthorized';
    return { ok: false, error: { type: 'error', message, status: 401, code: 'unauthorized' } };
  }
  const failedStatus = [usage, subscription].find((answer) => answer.status >= 400)?.status;
  if (failedStatus !== undefined) {
    return { ok: false, error: { type: 'error', message: USAGE_QUERY_FAILED_MESSAGE, status: failedStatus, code: 'request_failed' } };
  }
  const error = recordAt(usage.body, 'error');
  if (stringAt(error, 'type')) {
    return { ok: false, error: { type: 'error', message: stringAt(error, 'message') ?? USAGE_QUERY_FAILED_MESSAGE, code: 'request_failed' } };
  }
  // total_usage is in cents ("unit: 0.01 dollar").
  const cents = numberAt(usage.body, 'total_usage') ?? 0;
  const limit = numberAt(subscription.body, 'hard_limit_usd');
  return {
    ok: true,
    usage: { used: Math.round(cents) / 100, total: limit === undefined ? undefined : Math.round(limit * 100) / 100 },
  };
}

export function buildModelListRequest(endpoint: ProviderEndpoint): ProviderRequest {
  return getRequest(endpoint, OPENAI_MODELS_PATH);
}

export function parseModelList(body: unknown): string[] {
  return arrayAt(body, 'data')
    .map((model) => stringAt(model, 'id'))
    .filter((id): id is string => id !== undefined && id.startsWith(LISTED_MODEL_PREFIX));
}
