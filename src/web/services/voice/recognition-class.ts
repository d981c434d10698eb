// Whether the browser can write down speech itself: asked by the first screen (the Dictate button
// is offered only where it works) without the recognition's own code.

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
export function recognitionClass(): RecognitionConstructor | undefined {
  const scope = globalThis as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Whether the browser has speech recognition at all (Firefox and the desktop app's web view have
 * none); one that has it may still be unable to run it, which shows only when it is started. */
export const browserHasRecognition = (): boolean => recognitionClass() !== undefined;
