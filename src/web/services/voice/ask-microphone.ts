// The microphone asked for at the press of Dictate: getUserMedia is called first, in the press's own
// task, so the device opens while the recording's code loads beside it.

import { refusedByWindow } from './microphone-refusal';
import { VoiceError } from './voice-errors';

/** The microphone's stream, asked for at once (getUserMedia is called before this returns, in the
 * press's own task); rejects with the browser's DOMException when it is refused (NotAllowedError) or
 * there is none (NotFoundError), or with VoiceError('deniedInWindow') when the desktop app's window
 * refused it by itself. */
export async function askMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    // The desktop app's window has no site settings to allow it in: the browser's advice would be wrong there.
    if (await refusedByWindow(error)) throw new VoiceError('deniedInWindow');
    throw error;
  }
}

/** Closes the device: its light goes off once every track of the stream has stopped. */
export function releaseMicrophone(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
