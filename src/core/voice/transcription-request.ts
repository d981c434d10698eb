// Speech to text on OpenAI (POST v1/audio/transcriptions, https://platform.openai.com/docs/api-reference/audio/createTranscription)
// and on an Azure OpenAI transcription deployment: a multipart form with the recording as `file`
// and the `model`; the answer is JSON `{"text": "…"}` or an OpenAI error.

import type { ProviderEndpoint } from '../providers/adapter';
import { assertAzureConfig, azureAuthHeaders, azureDeploymentPath } from '../providers/azure';
import { ProviderConfigError } from '../providers/errors';
import { bearerAuth } from '../providers/openai-compatible';
import { isRecord, joinUrl, parseJson, stringAt } from '../providers/wire-json';
import type { VoiceProvider } from '../schemas/voice-settings';
import { failureOfStatus, type TranscriptionFailure } from './transcription-failure';

const TRANSCRIPTION_PATH = 'v1/audio/transcriptions';

export interface TranscriptionTarget {
  url: string;
  /** Authentication only: the browser sets the multipart Content-Type with its boundary. */
  headers: Record<string, string>;
  /** The form's fields besides the file. */
  fields: Record<string, string>;
}

export function transcriptionTarget(provider: VoiceProvider, model: string, endpoint: ProviderEndpoint): TranscriptionTarget {
  if (model.trim() === '') throw new ProviderConfigError('No transcription model is set', 'provider_incomplete');
  const fields = { model, response_format: 'json' };
  if (provider === 'azure') {
    assertAzureConfig(endpoint, model);
    return { url: joinUrl(endpoint.baseUrl, azureDeploymentPath(model, 'audio/transcriptions', endpoint)), headers: azureAuthHeaders(endpoint), fields };
  }
  return { url: joinUrl(endpoint.baseUrl, TRANSCRIPTION_PATH), headers: bearerAuth(endpoint), fields };
}

/** Why a transcription failed, as the app tells it: the key was refused, the provider is busy,
 * or anything else the provider answered. */
export type TranscriptionAnswer = { ok: true; text: string } | { ok: false; failure: TranscriptionFailure };

export function readTranscription(status: number, body: string): TranscriptionAnswer {
  if (status >= 400) return { ok: false, failure: failureOfStatus(status) };
  const parsed = parseJson(body.trim());
  const text = isRecord(parsed) ? stringAt(parsed, 'text') : undefined;
  return text === undefined ? { ok: false, failure: 'failed' } : { ok: true, text: text.trim() };
}
