// A dictation into text: the recording sent to the provider's transcription endpoint, or the
// browser's own speech recognition when no provider is chosen.

import i18next from 'i18next';
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

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's recognition, under its standard or its prefixed name, when it has one. */
function recognitionClass(): RecognitionConstructor | undefined {
  const scope = globalThis as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Whether the browser has speech recognition at all (Firefox and the desktop app's web view have
 * none); one that has it may still be unable to run it, which shows only when it is started. */
export const browserHasRecognition = (): boolean => recognitionClass() !== undefined;

export interface BrowserRecognition {
  /** Resolves with what was heard once the recognition ends (after `stop`, or by itself). */
  text: Promise<string>;
  stop: () => void;
  abort: () => void;
}

/** The browser's recognition, listening from now. */
export function recogniseInBrowser(): BrowserRecognition {
  const Recognition = recognitionClass();
  if (!Recognition) throw new VoiceError('unsupported');
  const recognition = new Recognition();
  recognition.lang = i18next.language;
  recognition.continuous = true;
  recognition.interimResults = false;
  const heard: string[] = [];
  let began = false;
  const text = new Promise<string>((resolve, reject) => {
    recognition.onstart = () => (began = true);
    recognition.onresult = (event) => {
      heard.length = 0;
      for (const result of Array.from(event.results)) if (result.isFinal) heard.push(result[0]?.transcript ?? '');
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') reject(new VoiceError('denied'));
      else if (event.error === 'audio-capture') reject(new VoiceError('noDevice'));
      else if (event.error === 'network') reject(new VoiceError('unreachable'));
      else if (event.error !== 'no-speech' && event.error !== 'aborted') reject(new VoiceError('failed'));
    };
    // A recognition that ends without having started could not run here (Chromium without its
    // speech service ends at once, with no error): said so, rather than a dictation of nothing.
    recognition.onend = () => (began ? resolve(heard.join(' ').trim()) : reject(new VoiceError('noRecognition')));
  });
  recognition.start();
  return { text, stop: () => recognition.stop(), abort: () => recognition.abort() };
}
