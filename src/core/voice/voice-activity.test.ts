import { describe, expect, it } from 'vitest';
import { END_SILENCE_MS, MIN_SPEECH_MS, SPEECH_LEVEL, createVoiceActivityDetector, rmsLevel } from './voice-activity';

const BLOCK_MS = 50;
const feed = (detector: ReturnType<typeof createVoiceActivityDetector>, level: number, ms: number) => {
  let state = detector.push(level, BLOCK_MS);
  for (let spent = BLOCK_MS; spent < ms; spent += BLOCK_MS) state = detector.push(level, BLOCK_MS);
  return state;
};

describe('voice activity', () => {
  it('ends after speech followed by a pause, not before speech and not on a click', () => {
    const detector = createVoiceActivityDetector();
    expect(feed(detector, 0, 5000)).toBe('waiting');
    expect(detector.push(SPEECH_LEVEL * 2, BLOCK_MS)).toBe('waiting');
    expect(feed(detector, 0, END_SILENCE_MS * 2)).toBe('waiting');
    expect(feed(detector, SPEECH_LEVEL * 2, MIN_SPEECH_MS)).toBe('speaking');
    expect(feed(detector, 0, END_SILENCE_MS - BLOCK_MS)).toBe('speaking');
    expect(detector.push(0, BLOCK_MS)).toBe('ended');
    expect(detector.push(1, BLOCK_MS)).toBe('ended');
  });

  it('measures loudness as RMS', () => {
    expect(rmsLevel(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsLevel(new Float32Array())).toBe(0);
  });
});
