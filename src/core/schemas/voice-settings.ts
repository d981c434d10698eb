// Voice settings: who reads replies aloud and turns dictation into text, and how.

import * as z from 'zod/mini';

/** `browser`: the browser's own speech synthesis and recognition; the others go to that provider
 * (through our server in the web build, with the server's key unless the user set one). */
export const VOICE_PROVIDERS = ['browser', 'openai', 'azure'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];

/** The voices of OpenAI's speech models (Azure's speech deployments offer the same). */
export const SPEECH_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'] as const;

/** Push to talk records while the button (or the shortcut) is held; hands-free starts with a press
 * and ends by itself when the speaker pauses. */
const DICTATION_MODES = ['push', 'hands-free'] as const;

export const voiceSettingsSchema = z.object({
  provider: z.enum(VOICE_PROVIDERS),
  /** OpenAI's speech model, or the Azure deployment that speaks. */
  speechModel: z.string(),
  voice: z.enum(SPEECH_VOICES),
  /** 1 is normal speed. */
  speed: z.number(),
  /** OpenAI's transcription model, or the Azure deployment that transcribes. */
  transcriptionModel: z.string(),
  /** Every reply is read aloud as it arrives. */
  readReplies: z.boolean(),
  dictationMode: z.enum(DICTATION_MODES),
  /** A dictation is sent at once instead of left in the input for editing. */
  sendDictation: z.boolean(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

export function defaultVoiceSettings(): VoiceSettings {
  return {
    provider: 'browser',
    speechModel: 'tts-1',
    voice: 'alloy',
    speed: 1,
    transcriptionModel: 'whisper-1',
    readReplies: false,
    dictationMode: 'push',
    sendDictation: false,
  };
}
