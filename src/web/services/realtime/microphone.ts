// The call's microphone: the user's voice as chunks of the realtime API's samples.

import workletUrl from './capture.worklet.ts?worker&url';
import { releaseMicrophone } from '../voice/ask-microphone';
import { refusedByWindow } from '../voice/microphone-refusal';

export interface Microphone {
  stop(): void;
}

/** Why the microphone could not be opened, as the call screen words it. */
export type MicrophoneProblem = 'micDenied' | 'micDeniedInWindow' | 'noMic' | 'micFailed';

export class MicrophoneError extends Error {
  override name = 'MicrophoneError';
  constructor(readonly problem: MicrophoneProblem) {
    super(problem);
  }
}

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMic';
  return 'micFailed';
}

export async function openMicrophone(context: AudioContext, onChunk: (samples: Float32Array) => void): Promise<Microphone> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('noMic');
  let stream: MediaStream;
  try {
    // The browser's echo cancellation keeps the answer, played by this page, from being heard as the
    // user speaking (which would interrupt it).
    stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 } });
  } catch (error) {
    // The desktop app's window has no site settings to allow it in: the browser's advice would be wrong there.
    throw new MicrophoneError((await refusedByWindow(error)) ? 'micDeniedInWindow' : problemOf(error));
  }
  try {
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, 'pcm-capture', { numberOfInputs: 1, numberOfOutputs: 0, channelCount: 1 });
    capture.port.onmessage = (event: MessageEvent<Float32Array>) => onChunk(event.data);
    source.connect(capture);
    return {
      stop: () => {
        source.disconnect();
        capture.port.close();
        releaseMicrophone(stream);
      },
    };
  } catch {
    releaseMicrophone(stream);
    throw new MicrophoneError('micFailed');
  }
}
