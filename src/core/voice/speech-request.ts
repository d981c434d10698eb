// Text to speech on OpenAI (POST v1/audio/speech, https://platform.openai.com/docs/api-reference/audio/createSpeech)
// and on an Azure OpenAI speech deployment (openai/deployments/<name>/audio/speech). One JSON
// request per piece of text; the answer is the audio itself, streamed as it is made.

import type { ProviderEndpoint, ProviderRequest } from '../providers/adapter';
import { assertAzureConfig, azureAuthHeaders, azureDeploymentPath } from '../providers/azure';
import { ProviderConfigError } from '../providers/errors';
import { bearerAuth } from '../providers/openai-compatible';
import { joinUrl } from '../providers/wire-json';
import type { VoiceProvider } from '../schemas/voice-settings';

const SPEECH_PATH = 'v1/audio/speech';

/** Raw 16-bit little-endian mono samples: the one format that can be played piece by piece as it
 * arrives in every browser (Web Audio), with no decoder and no container to wait for. */
const SPEECH_FORMAT = 'pcm';
/** The sample rate of the providers' `pcm` answers. */
export const SPEECH_SAMPLE_RATE = 24_000;
/** The longest input the speech endpoints take, in characters. */
export const SPEECH_INPUT_MAX_CHARS = 4096;
/** The speed range the speech endpoints accept (1 is normal). */
export const SPEECH_SPEED_MIN = 0.25;
export const SPEECH_SPEED_MAX = 4;

export interface SpeechRequestInput {
  text: string;
  /** OpenAI's speech model, or the Azure deployment. */
  model: string;
  voice: string;
  speed: number;
  endpoint: ProviderEndpoint;
}

export function buildSpeechRequest(provider: VoiceProvider, { text, model, voice, speed, endpoint }: SpeechRequestInput): ProviderRequest {
  const body = JSON.stringify({
    model,
    input: text.slice(0, SPEECH_INPUT_MAX_CHARS),
    voice,
    speed: Math.min(SPEECH_SPEED_MAX, Math.max(SPEECH_SPEED_MIN, speed)),
    response_format: SPEECH_FORMAT,
  });
  if (model.trim() === '') throw new ProviderConfigError('No speech model is set', 'provider_incomplete');
  if (provider === 'azure') {
    assertAzureConfig(endpoint, model);
    const url = joinUrl(endpoint.baseUrl, azureDeploymentPath(model, 'audio/speech', endpoint));
    return { url, method: 'POST', headers: { 'Content-Type': 'application/json', ...azureAuthHeaders(endpoint) }, body };
  }
  return { url: joinUrl(endpoint.baseUrl, SPEECH_PATH), method: 'POST', headers: { 'Content-Type': 'application/json', ...bearerAuth(endpoint) }, body };
}
