// The realtime API's events, as far as a voice call uses them: the client's (JSON sent on the
// WebSocket) and the server's, read into a few kinds. OpenAI's generally available API and Azure's
// preview name some events differently (response.output_audio.delta / response.audio.delta …):
// both are read, and the session is configured in the shape each one takes.

import { REALTIME_SAMPLE_RATE, REALTIME_TRANSCRIPTION_MODEL, REALTIME_VOICE } from '../constants/realtime';

/** "ga": OpenAI's /v1/realtime. "preview": Azure's /openai/realtime?api-version=…-preview. */
export type RealtimeDialect = 'ga' | 'preview';

export type ClientEvent = Record<string, unknown> & { type: string };

/** Voice in and out, server-side turn detection (the model answers when the user pauses), and a
 * transcript of what the user said. */
export function sessionUpdate(dialect: RealtimeDialect, instructions: string): ClientEvent {
  const withInstructions = instructions.trim() ? { instructions } : {};
  if (dialect === 'preview') {
    return {
      type: 'session.update',
      session: {
        modalities: ['audio', 'text'],
        voice: REALTIME_VOICE,
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        input_audio_transcription: { model: REALTIME_TRANSCRIPTION_MODEL },
        turn_detection: { type: 'server_vad' },
        ...withInstructions,
      },
    };
  }
  const format = { type: 'audio/pcm', rate: REALTIME_SAMPLE_RATE };
  return {
    type: 'session.update',
    session: {
      type: 'realtime',
      output_modalities: ['audio'],
      audio: {
        input: { format, transcription: { model: REALTIME_TRANSCRIPTION_MODEL }, turn_detection: { type: 'server_vad' } },
        output: { format, voice: REALTIME_VOICE },
      },
      ...withInstructions,
    },
  };
}

export const appendAudio = (base64Pcm: string): ClientEvent => ({ type: 'input_audio_buffer.append', audio: base64Pcm });
/** Drops what was recorded of an utterance not yet answered (the user muted mid-sentence). */
export const clearInput = (): ClientEvent => ({ type: 'input_audio_buffer.clear' });
export const cancelResponse = (): ClientEvent => ({ type: 'response.cancel' });
/** Tells the model how much of its spoken answer the user heard before interrupting, so that what
 * it remembers of the conversation is what was said. */
export const truncateAnswer = (itemId: string, audioEndMs: number): ClientEvent => ({
  type: 'conversation.item.truncate',
  item_id: itemId,
  content_index: 0,
  audio_end_ms: audioEndMs,
});

/** A message the user typed during the call, added to the conversation as the user's own words
 * (the same shape in OpenAI's API and Azure's preview). */
export const typedMessage = (text: string): ClientEvent => ({
  type: 'conversation.item.create',
  item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
});
/** Asks for an answer now: server-side turn detection starts one by itself after speech, never
 * after an item the page added. */
export const createResponse = (): ClientEvent => ({ type: 'response.create' });

export type ServerEvent =
  | { kind: 'ready' }
  | { kind: 'speech-started'; itemId: string }
  | { kind: 'user-transcript'; itemId: string; text: string }
  | { kind: 'user-transcript-failed'; itemId: string }
  | { kind: 'response-started' }
  | { kind: 'audio'; itemId: string; base64: string }
  | { kind: 'assistant-delta'; itemId: string; text: string }
  | { kind: 'assistant-transcript'; itemId: string; text: string }
  | { kind: 'response-done' }
  | { kind: 'error'; code: string; message: string };

/** A cancel that crossed the end of the answer it meant to stop: harmless, not worth showing. */
export const CANCEL_NOT_ACTIVE = 'response_cancel_not_active';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One server message (the WebSocket's text) read into the kinds a call acts on; undefined for
 * the many it does not need (rate limits, content parts …) and for what is not JSON. */
export function readServerEvent(data: string): ServerEvent | undefined {
  let event: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    event = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const itemId = str(event.item_id);
  switch (event.type) {
    case 'session.updated':
      return { kind: 'ready' };
    case 'input_audio_buffer.speech_started':
      return { kind: 'speech-started', itemId };
    case 'conversation.item.input_audio_transcription.completed':
      return { kind: 'user-transcript', itemId, text: str(event.transcript) };
    case 'conversation.item.input_audio_transcription.failed':
      return { kind: 'user-transcript-failed', itemId };
    case 'response.created':
      return { kind: 'response-started' };
    case 'response.output_audio.delta':
    case 'response.audio.delta':
      return { kind: 'audio', itemId, base64: str(event.delta) };
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta':
      return { kind: 'assistant-delta', itemId, text: str(event.delta) };
    case 'response.output_audio_transcript.done':
    case 'response.audio_transcript.done':
      return { kind: 'assistant-transcript', itemId, text: str(event.transcript) };
    case 'response.done':
      return { kind: 'response-done' };
    case 'error': {
      const error = (typeof event.error === 'object' && event.error !== null ? event.error : {}) as Record<string, unknown>;
      return { kind: 'error', code: str(error.code) || str(error.type), message: str(error.message) };
    }
    default:
      return undefined;
  }
}
