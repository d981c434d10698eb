// The answer's audio, played as it arrives: each chunk an AudioBufferSourceNode scheduled right
// after the one before, so the pieces join without gaps, and all of them stopped at once when the
// user interrupts.

import { REALTIME_SAMPLE_RATE } from '../../../core/constants/realtime';

/** How far ahead of now the first chunk after a pause is scheduled: a chunk set to start in the past
 * would be cut at its beginning. */
const START_LEAD_SECONDS = 0.05;
const MS_PER_SECOND = 1000;

export interface Stopped {
  itemId: string;
  /** How much of the item the user heard. */
  playedMs: number;
}

export class AnswerPlayer {
  private readonly sources = new Set<AudioBufferSourceNode>();
  private nextStart = 0;
  private current: { itemId: string; startedAt: number } | undefined;

  constructor(
    private readonly context: AudioContext,
    /** Called when the last scheduled chunk has been played. */
    private readonly onIdle: () => void,
  ) {}

  get playing(): boolean {
    return this.sources.size > 0;
  }

  play(itemId: string, samples: Float32Array): void {
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, REALTIME_SAMPLE_RATE);
    buffer.copyToChannel(new Float32Array(samples), 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    const start = Math.max(this.context.currentTime + START_LEAD_SECONDS, this.nextStart);
    if (this.current?.itemId !== itemId) this.current = { itemId, startedAt: start };
    source.start(start);
    this.nextStart = start + buffer.duration;
    this.sources.add(source);
    source.onended = () => {
      this.sources.delete(source);
      source.disconnect();
      if (this.sources.size === 0) this.onIdle();
    };
  }

  /** Silences the answer at once; says which item was being heard and how far. */
  stop(): Stopped | undefined {
    const current = this.current;
    const wasPlaying = this.playing;
    for (const source of this.sources) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    this.sources.clear();
    this.nextStart = 0;
    this.current = undefined;
    if (!current || !wasPlaying) return undefined;
    const playedMs = Math.max(0, Math.round((this.context.currentTime - current.startedAt) * MS_PER_SECOND));
    return { itemId: current.itemId, playedMs };
  }
}
