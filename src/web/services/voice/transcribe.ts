// A dictation into text: the recording sent to the provider's transcription endpoint (the
// browser's own recognition is in browser-recognition.ts). Loaded when a recording starts.

import type { VoiceProvider } from '../../../core/schemas/voice-settings';
import { readTranscription, transcriptionTarget } from '../../../core/voice/transcription-request';
import { callOut } from '../http/page-call-out';
import { voiceEndpoint } from './voice-endpoint';
import { VoiceError, voiceErrorOfStatus } from './voice-errors';

/** A transcription of two minutes of speech takes a provider well under this. */
const TRANSCRIPTION_TIMEOUT_MS = 60_000;

export async function transcribe(provider: Exclude<VoiceProvider, 'browser'>, model: string, recording: Blob): Promise<string> {
  const target = transcriptionTarget(provider, model, voiceEndpoint(provider));
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.set(name, value);
  form.set('file', recording, 'dictation.wav');
  const response = await callOut(target.url, { method: 'POST', headers: target.headers, body: form }, { timeoutMs: TRANSCRIPTION_TIMEOUT_MS });
  const answer = readTranscription(response.status, await response.text());
  if (!answer.ok) throw response.ok ? new VoiceError(answer.failure) : voiceErrorOfStatus(response.status);
  return answer.text;
}
