// What records a dictation once the microphone is open: loaded at the press, beside the device
// opening, so that the first screen carries only the button.

import { recogniseInBrowser, type BrowserRecognition } from './browser-recognition';
import { recordMicrophone, type MicrophoneEvents, type OpenMicrophone } from './microphone';

export interface DictationCapture {
  mic: OpenMicrophone;
  /** The browser's own recognition, listening beside the recording when it writes the words down. */
  recognition?: BrowserRecognition;
}

/** Starts recording `stream`; throws (with the microphone closed) when the browser's recognition
 * cannot start. */
export function captureDictation(stream: MediaStream, byBrowser: boolean, events: MicrophoneEvents): DictationCapture {
  const mic = recordMicrophone(stream, events);
  if (!byBrowser) return { mic };
  try {
    return { mic, recognition: recogniseInBrowser() };
  } catch (error) {
    mic.close();
    throw error;
  }
}
