// Stability AI's v2beta Stable Image generation (https://platform.stability.ai/docs/api-reference): a multipart form, answered
// with the image as bytes (Accept: image/*) or in base64 JSON (Accept: application/json).

import type { SdImageRecord } from '../types';
import type { ProviderEndpoint } from './adapter';
import { imageError, imageErrorOfStatus, serverProblem, unreadableImageAnswer, type ImageAnswer } from './image-answer';
import { arrayAt, isRecord, joinUrl, parseJson, stringAt } from './wire-json';

export type SdParams = Pick<SdImageRecord, 'prompt' | 'negativePrompt' | 'aspectRatio' | 'style' | 'outputFormat' | 'model' | 'modelVersion'>;

/** The options a picture is drawn with, as its record keeps them: a style preset belongs to core
 * and ultra and a model version to sd3, so the one the model does not take (a style left in the
 * form from another model) is not recorded as if it had been used. */
export function drawnWith(params: SdParams): SdParams {
  return params.model === 'sd3' ? { ...params, style: '' } : { ...params, modelVersion: '' };
}

export type StabilityAccept = 'json' | 'image';

export interface StabilityRequest {
  url: string;
  headers: Record<string, string>;
  /** The form's fields in order; the caller builds FormData so the client sets the boundary. */
  fields: [string, string][];
}

const SUCCESS = 'SUCCESS';

export function buildStabilityRequest(params: SdParams, endpoint: ProviderEndpoint, accept: StabilityAccept = 'json'): StabilityRequest {
  const fields: [string, string][] = [['prompt', params.prompt]];
  if (params.negativePrompt.trim()) fields.push(['negative_prompt', params.negativePrompt]);
  fields.push(['aspect_ratio', params.aspectRatio]);
  // Style presets belong to core and ultra; sd3 takes a model version instead.
  if (params.model === 'sd3') fields.push(['model', params.modelVersion]);
  else if (params.style) fields.push(['style_preset', params.style]);
  fields.push(['output_format', params.outputFormat]);
  const headers: Record<string, string> = { Accept: accept === 'json' ? 'application/json' : 'image/*' };
  if (endpoint.apiKey) headers.Authorization = `Bearer ${endpoint.apiKey}`;
  return { url: joinUrl(endpoint.baseUrl, `v2beta/stable-image/generate/${encodeURIComponent(params.model)}`), headers, fields };
}

/** "NextChat treats only finish_reason === SUCCESS as success"; CONTENT_FILTERED is the filter. */
export function finishReasonError(reason: string | null | undefined): ImageAnswer | undefined {
  if (!reason || reason === SUCCESS) return undefined;
  return reason === 'CONTENT_FILTERED'
    ? imageError('The image was withheld by the content filter', 'content_policy')
    : imageError(`The image did not finish (${reason})`, 'bad_image');
}

function errorAnswer(status: number, body: unknown): ImageAnswer {
  const name = stringAt(body, 'name');
  const messages = arrayAt(body, 'errors').filter((item): item is string => typeof item === 'string');
  const message = messages.join('\n') || name || `HTTP ${status}`;
  if (status === 403 && name === 'content_moderation') return imageError(message, 'content_policy', status);
  return imageErrorOfStatus(message, status);
}

/** Reads a JSON answer: `{image, finish_reason, seed}`, or `{id, name, errors[]}`. */
export function readStabilityJson(status: number, text: string): ImageAnswer {
  const body = parseJson(text.trim());
  if (!isRecord(body)) return unreadableImageAnswer(status, text);
  if (status >= 400) return serverProblem(status, body) ?? errorAnswer(status, body);
  const refused = finishReasonError(stringAt(body, 'finish_reason'));
  if (refused) return refused;
  const data = stringAt(body, 'image');
  return data ? { kind: 'base64', data } : unreadableImageAnswer(status, '');
}
