// Why reading aloud or dictation failed, as a key of the `voice` strings: people are told what
// happened and what to do, never a status code or a provider's JSON.

import { ChatRequestError, ProviderConfigError } from '../../../core/providers/errors';
import { failureOfStatus, type TranscriptionFailure } from '../../../core/voice/transcription-failure';

export type VoiceFailure = TranscriptionFailure | 'unreachable' | 'setup' | 'unsupported' | 'noVoices' | 'noRecognition' | 'denied' | 'deniedInWindow' | 'noDevice' | 'microphone';

export class VoiceError extends Error {
  override name = 'VoiceError';
  constructor(readonly failure: VoiceFailure) {
    super(`Voice failed: ${failure}`);
  }
}

/** What a failed provider answer stands for. */
export const voiceErrorOfStatus = (status: number): VoiceError => new VoiceError(failureOfStatus(status));

/** Any error of a voice call as one of the failures. */
export function voiceFailureOf(error: unknown): VoiceFailure {
  if (error instanceof VoiceError) return error.failure;
  if (error instanceof ProviderConfigError) return 'setup';
  if (error instanceof ChatRequestError) return 'unreachable';
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return 'noDevice';
    if (error.name === 'NotReadableError' || error.name === 'AbortError' || error.name === 'NotSupportedError') return 'microphone';
  }
  return 'failed';
}
