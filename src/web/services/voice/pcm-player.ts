// Plays a provider's `pcm` speech as it arrives: each piece of bytes becomes a buffer scheduled right
// after the one before, so the voice starts with the first piece and runs on without gaps. Paused
// and resumed by suspending the audio clock; stopped by closing it.

import { SPEECH_SAMPLE_RATE } from '../../../core/voice/speech-request';
import { pcm16ToFloat } from '../../../core/voice/wav';

/** The first piece starts this far ahead of now, so that its scheduling never lands in the past. */
const START_LEAD_S = 0.05;

export class PcmPlayer {
  private readonly context = new AudioContext();
  private nextTime = 0;
  private odd: number | undefined;
  private last: AudioBufferSourceNode | undefined;
  private started = false;

  /** Called once, when the first sound is scheduled. */
  constructor(private readonly onStart: () => void) {}

  push(bytes: Uint8Array): void {
    if (this.context.state === 'closed' || bytes.byteLength === 0) return;
    // A piece may end in the middle of a sample: its first byte waits for the next piece.
    let data = bytes;
    if (this.odd !== undefined) {
      data = new Uint8Array(bytes.byteLength + 1);
      data[0] = this.odd;
      data.set(bytes, 1);
      this.odd = undefined;
    }
    if (data.byteLength % 2 === 1) {
      this.odd = data[data.byteLength - 1];
      data = data.subarray(0, data.byteLength - 1);
    }
    const samples = pcm16ToFloat(data);
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, SPEECH_SAMPLE_RATE);
    buffer.copyToChannel(samples, 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const at = Math.max(this.nextTime, this.context.currentTime + START_LEAD_S);
    source.start(at);
    this.nextTime = at + buffer.duration;
    this.last = source;
    if (!this.started) {
      this.started = true;
      this.onStart();
    }
  }

  /** Seconds of sound scheduled and not yet played. */
  ahead(): number {
    return Math.max(0, this.nextTime - this.context.currentTime);
  }

  /** Resolves when everything scheduled has been played (or at once when nothing was). */
  drained(): Promise<void> {
    const last = this.last;
    if (!last || this.ahead() === 0 || this.context.state === 'closed') return Promise.resolve();
    return new Promise((resolve) => last.addEventListener('ended', () => resolve(), { once: true }));
  }

  pause(): Promise<void> {
    return this.context.state === 'running' ? this.context.suspend() : Promise.resolve();
  }

  resume(): Promise<void> {
    return this.context.state === 'suspended' ? this.context.resume() : Promise.resolve();
  }

  stop(): void {
    if (this.context.state !== 'closed') void this.context.close();
  }
}
