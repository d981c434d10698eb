import { describe, expect, it } from 'vitest';
import { downsample, encodeWav, pcm16ToFloat } from './wav';

describe('wav', () => {
  it('writes a 16-bit mono RIFF/WAVE file whose samples read back', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1]), 16_000);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(10);
    const back = pcm16ToFloat(wav.subarray(44));
    expect([...back].map((value) => Math.round(value * 100) / 100)).toEqual([0, 0.5, -0.5, 1, -1]);
  });

  it('downsamples 48 kHz to 16 kHz by averaging', () => {
    const out = downsample(new Float32Array([0.3, 0.3, 0.3, 0.6, 0.6, 0.6]), 48_000);
    expect(out.length).toBe(2);
    expect(out[0]).toBeCloseTo(0.3);
    expect(out[1]).toBeCloseTo(0.6);
  });
});
