// OpenAI image generation (https://platform.openai.com/docs/api-reference/images/create): DALL·E 3 and the gpt-image models, on OpenAI's path
// or an Azure deployment. One JSON request, one JSON answer with the picture in base64.

import { DEFAULT_IMAGE_COUNT } from '../constants/images';
import type { ModelConfig } from '../types';
import type { ProviderEndpoint, ProviderRequest } from './adapter';
import { assertAzureConfig, azureAuthHeaders, azureDeploymentPath } from './azure';
import type { ProviderId } from './catalog';
import { ProviderConfigError } from './errors';
import { imageError, imageErrorOfStatus, serverProblem, unreadableImageAnswer, type ImageAnswer } from './image-answer';
import { bearerAuth } from './openai-compatible';
import { arrayAt, isRecord, joinUrl, parseJson, providerErrorMessage, recordAt, stringAt } from './wire-json';

export interface ImageRequestInput {
  prompt: string;
  config: Pick<ModelConfig, 'model' | 'size' | 'quality' | 'style'>;
  endpoint: ProviderEndpoint;
}

const IMAGE_PATH = 'v1/images/generations';

/** gpt-image models always answer in base64 and refuse DALL·E's response_format and style. */
function imageBody({ prompt, config }: ImageRequestInput): Record<string, unknown> {
  const body: Record<string, unknown> = { model: config.model, prompt, n: DEFAULT_IMAGE_COUNT, size: config.size };
  if (/^gpt-image/i.test(config.model)) return body;
  return { ...body, quality: config.quality, style: config.style, response_format: 'b64_json' };
}

export function buildImageRequest(providerId: ProviderId, input: ImageRequestInput): ProviderRequest {
  const { endpoint, config } = input;
  let url: string;
  let auth: Record<string, string>;
  if (providerId === 'azure') {
    assertAzureConfig(endpoint, config.model);
    url = joinUrl(endpoint.baseUrl, azureDeploymentPath(config.model, 'images/generations', endpoint));
    auth = azureAuthHeaders(endpoint);
  } else if (providerId === 'openai') {
    url = joinUrl(endpoint.baseUrl, IMAGE_PATH);
    auth = bearerAuth(endpoint);
  } else {
    throw new ProviderConfigError(`The ${providerId} provider cannot generate images`, 'image_unsupported');
  }
  return { url, method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(imageBody(input)) };
}

function errorAnswer(status: number, body: unknown): ImageAnswer {
  const code = stringAt(recordAt(body, 'error'), 'code');
  const message = providerErrorMessage(body) ?? `HTTP ${status}`;
  if (code === 'content_policy_violation' || code === 'moderation_blocked') return imageError(message, 'content_policy', status);
  return imageErrorOfStatus(message, status);
}

/** Reads the answer's text: `{data:[{b64_json|url, revised_prompt}]}`, or an OpenAI error. */
export function readImageAnswer(status: number, text: string): ImageAnswer {
  const body = parseJson(text.trim());
  if (!isRecord(body)) return unreadableImageAnswer(status, text);
  const refused = serverProblem(status, body);
  if (refused) return refused;
  if (status >= 400 || body.error !== undefined) return errorAnswer(status >= 400 ? status : 400, body);
  const first = arrayAt(body, 'data')[0];
  const revised = stringAt(first, 'revised_prompt');
  const extra = revised ? { revisedPrompt: revised } : {};
  const data = stringAt(first, 'b64_json');
  if (data) return { kind: 'base64', data, ...extra };
  const url = stringAt(first, 'url');
  if (url && /^https?:\/\//i.test(url)) return { kind: 'url', url, ...extra };
  return unreadableImageAnswer(status, '');
}
