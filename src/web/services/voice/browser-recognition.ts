// The browser's own speech recognition, when no provider is chosen: started as the microphone
// opens for a dictation, its code loaded with the press.

import i18next from 'i18next';
import { recognitionClass } from './recognition-class';
import { VoiceError } from './voice-errors';

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
