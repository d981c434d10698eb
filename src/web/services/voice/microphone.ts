// The microphone while dictating, once it is open (ask-microphone): its loudness measured for the
// level meter and the hands-free detector, its samples kept for the recording, and closed (the
// device light goes off) as soon as the dictation ends.

import { createVoiceActivityDetector, rmsLevel, type VoiceActivity } from '../../../core/voice/voice-activity';
import { RECORDING_SAMPLE_RATE, downsample, encodeWav } from '../../../core/voice/wav';
import { releaseMicrophone } from './ask-microphone';

/** Samples per block the recorder receives: about 43 ms at 48 kHz, often enough for a lively meter. */
const BLOCK_SAMPLES = 2048;
/** The longest dictation: 2 minutes, 3.8 MB as sent, far below the transcription endpoints' 25 MB. */
const DICTATION_MAX_SECONDS = 120;

export interface MicrophoneEvents {
  /** The loudness of each block (RMS, 0…1). */
  onLevel: (level: number) => void;
  /** What the hands-free detector thinks after each block. */
  onActivity: (activity: VoiceActivity) => void;
  /** DICTATION_MAX_SECONDS were recorded: nothing more is kept. */
  onFull: () => void;
}

export interface OpenMicrophone {
  /** Closes the microphone and gives what was recorded, as a WAV file. */
  finish: () => Blob;
  /** Closes the microphone and drops the recording. */
  close: () => void;
}

export function recordMicrophone(stream: MediaStream, events: MicrophoneEvents): OpenMicrophone {
  const context = new AudioContext();
  const input = context.createMediaStreamSource(stream);
  // ScriptProcessorNode hands the samples to this thread with no module to load: an AudioWorklet
  // would need one more file fetched at the press, which is the moment that must be fast.
  const processor = context.createScriptProcessor(BLOCK_SAMPLES, 1, 1);
  const maxSamples = DICTATION_MAX_SECONDS * context.sampleRate;
  const blocks: Float32Array[] = [];
  let kept = 0;
  const detector = createVoiceActivityDetector();
  processor.onaudioprocess = (event) => {
    const samples = event.inputBuffer.getChannelData(0);
    const level = rmsLevel(samples);
    events.onLevel(level);
    events.onActivity(detector.push(level, (samples.length / context.sampleRate) * 1000));
    if (kept >= maxSamples) return;
    blocks.push(samples.slice(0, maxSamples - kept));
    kept += Math.min(samples.length, maxSamples - kept);
    if (kept >= maxSamples) events.onFull();
  };
  // Opened after the press's own task, the context may start suspended under an autoplay policy;
  // the press was the user's gesture, so it may run.
  void context.resume();
  input.connect(processor);
  // A processor only runs while connected to the output; it writes nothing there, so nothing is heard.
  processor.connect(context.destination);

  const close = () => {
    processor.onaudioprocess = null;
    input.disconnect();
    processor.disconnect();
    releaseMicrophone(stream);
    if (context.state !== 'closed') void context.close();
  };
  return {
    close,
    finish: () => {
      const rate = context.sampleRate;
      close();
      const all = new Float32Array(kept);
      let at = 0;
      for (const block of blocks) {
        all.set(block, at);
        at += block.length;
      }
      return new Blob([encodeWav(downsample(all, rate), Math.min(rate, RECORDING_SAMPLE_RATE))], { type: 'audio/wav' });
    },
  };
}
