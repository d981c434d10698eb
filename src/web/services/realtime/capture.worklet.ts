// The microphone's samples, at whatever rate the audio context runs, resampled to the realtime
// API's rate and handed to the page in chunks. Runs on the audio thread (an AudioWorklet), so the
// page's own work never drops a sample.

import { REALTIME_SAMPLE_RATE } from '../../../core/constants/realtime';

declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/** 100 ms of audio a message: the realtime API's turn detection works on about that grain, and ten
 * messages a second stay far below the server relay's rate bound. */
const CHUNK_SAMPLES = REALTIME_SAMPLE_RATE / 10;

class PcmCapture extends AudioWorkletProcessor {
  /** Input samples per output sample. */
  private readonly step = sampleRate / REALTIME_SAMPLE_RATE;
  /** Where the next output sample falls, in input samples from the start of the current block. */
  private position = 0;
  private previous = 0;
  private chunk = new Float32Array(CHUNK_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const samples = inputs[0]?.[0];
    if (!samples || samples.length === 0) return true;
    // Linear interpolation between neighbours; position -1…0 lies between the last block's final
    // sample and this block's first.
    while (this.position < samples.length - 1) {
      const index = Math.floor(this.position);
      const fraction = this.position - index;
      const left = index < 0 ? this.previous : samples[index]!;
      const right = samples[index + 1]!;
      this.chunk[this.filled++] = left + (right - left) * fraction;
      if (this.filled === CHUNK_SAMPLES) {
        this.port.postMessage(this.chunk, [this.chunk.buffer]);
        this.chunk = new Float32Array(CHUNK_SAMPLES);
        this.filled = 0;
      }
      this.position += this.step;
    }
    this.position -= samples.length;
    this.previous = samples[samples.length - 1]!;
    return true;
  }
}

registerProcessor('pcm-capture', PcmCapture);
