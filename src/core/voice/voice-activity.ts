// Hands-free dictation ends by itself: a small detector on the microphone's loudness (RMS of each
// block of samples) notices speech, then a pause long enough to be the end of what was said.

/** Louder than this (RMS of full scale) is speech: a quiet room measures around 0.002–0.01, a voice
 * at arm's length 0.03 and more. */
export const SPEECH_LEVEL = 0.02;
/** After speech, this long below SPEECH_LEVEL is the end of the dictation: longer than the pauses
 * between a speaker's sentences. */
export const END_SILENCE_MS = 1200;
/** Speech must last this long to count, so that a click or a cough does not start the wait. */
export const MIN_SPEECH_MS = 150;

export type VoiceActivity = 'waiting' | 'speaking' | 'ended';

export interface VoiceActivityDetector {
  /** Feeds the level of one block of `durationMs`; answers what the detector now thinks. */
  push(level: number, durationMs: number): VoiceActivity;
}

export function createVoiceActivityDetector(): VoiceActivityDetector {
  let speechMs = 0;
  let silenceMs = 0;
  let state: VoiceActivity = 'waiting';
  return {
    push(level, durationMs) {
      if (state === 'ended') return state;
      if (level >= SPEECH_LEVEL) {
        speechMs += durationMs;
        silenceMs = 0;
        if (speechMs >= MIN_SPEECH_MS) state = 'speaking';
      } else if (state === 'speaking') {
        silenceMs += durationMs;
        if (silenceMs >= END_SILENCE_MS) state = 'ended';
      } else {
        speechMs = 0;
      }
      return state;
    },
  };
}

/** The loudness of a block of samples (-1…1): the square root of their mean square. */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
