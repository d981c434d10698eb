import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_DATA_URL_LENGTH } from '../constants/images';
import { compressToLimit, ImageTooLargeError, qualitySteps, shrunkSize, type ImageEncoder } from './resize-plan';

interface Call {
  width: number;
  height: number;
  quality: number;
}

/** A fake encoder whose data URL is `lengthOf(call)` characters long; it records its calls. */
function fakeEncoder(lengthOf: (call: Call) => number): { encode: ImageEncoder; calls: Call[] } {
  const calls: Call[] = [];
  const encode: ImageEncoder = async (width, height, quality) => {
    calls.push({ width, height, quality });
    return 'x'.repeat(lengthOf({ width, height, quality }));
  };
  return { encode, calls };
}

describe('image resize plan', () => {
  it('tries qualities 0.9 to 0.5 in exact steps', () => {
    expect(qualitySteps()).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
  });

  it('keeps the first encoding when it is already under the limit', async () => {
    const { encode, calls } = fakeEncoder(() => 1000);
    await expect(compressToLimit(encode, 800, 600)).resolves.toMatchObject({ width: 800, height: 600, quality: 0.9 });
    expect(calls).toHaveLength(1);
  });

  it('lowers the quality before touching the size', async () => {
    // Fits only from quality 0.6 down.
    const { encode, calls } = fakeEncoder(({ quality }) => (quality > 0.6 ? IMAGE_MAX_DATA_URL_LENGTH : 10));
    const result = await compressToLimit(encode, 4000, 3000);
    expect(result).toMatchObject({ width: 4000, height: 3000, quality: 0.6 });
    expect(calls.map((call) => call.quality)).toEqual([0.9, 0.8, 0.7, 0.6]);
  });

  it('then shrinks by 10% a step at quality 0.5 until the data URL is shorter than the limit', async () => {
    const { encode, calls } = fakeEncoder(({ width, height, quality }) => Math.round(width * height * quality * 0.5));
    const result = await compressToLimit(encode, 2000, 1000);

    expect(calls.slice(0, 5).map((call) => [call.width, call.height, call.quality])).toEqual([
      [2000, 1000, 0.9],
      [2000, 1000, 0.8],
      [2000, 1000, 0.7],
      [2000, 1000, 0.6],
      [2000, 1000, 0.5],
    ]);
    const shrinks = calls.slice(5);
    expect(shrinks.every((call) => call.quality === 0.5)).toBe(true);
    expect(shrinks.map((call) => call.width)).toEqual(shrinks.map((_, index) => shrunkSize(2000, 1000, index + 1).width));
    expect(result.dataUrl.length).toBeLessThan(IMAGE_MAX_DATA_URL_LENGTH);
    // The step before the last one was still too long: it stops at the first size that fits.
    const beforeLast = calls.at(-2);
    expect(beforeLast && Math.round(beforeLast.width * beforeLast.height * 0.25)).toBeGreaterThanOrEqual(
      IMAGE_MAX_DATA_URL_LENGTH,
    );
    expect(result).toMatchObject({ width: calls.at(-1)?.width, height: calls.at(-1)?.height, quality: 0.5 });
  });

  it('treats a data URL of exactly the limit as too long', async () => {
    const { encode, calls } = fakeEncoder(({ quality }) => (quality === 0.9 ? IMAGE_MAX_DATA_URL_LENGTH : 1));
    await expect(compressToLimit(encode, 10, 10)).resolves.toMatchObject({ quality: 0.8 });
    expect(calls).toHaveLength(2);
  });

  it('keeps the aspect ratio while shrinking and never goes below 1 px', () => {
    expect(shrunkSize(1000, 500, 1)).toEqual({ width: 900, height: 450 });
    expect(shrunkSize(1000, 500, 2)).toEqual({ width: 810, height: 405 });
    expect(shrunkSize(5000, 2, 30)).toEqual({ width: Math.floor(5000 * 0.9 ** 30), height: 1 });
  });

  it('gives up with ImageTooLargeError after reaching 1×1, in a bounded number of steps', async () => {
    const { encode, calls } = fakeEncoder(() => IMAGE_MAX_DATA_URL_LENGTH + 1);
    await expect(compressToLimit(encode, 4096, 4096)).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(calls.at(-1)).toEqual({ width: 1, height: 1, quality: 0.5 });
    // 5 qualities, then one encoding per distinct size: about log(4096) / log(1 / 0.9) of them.
    expect(calls.length).toBeLessThan(5 + 90);
    const sizes = calls.slice(5).map((call) => `${call.width}x${call.height}`);
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('refuses sizes that are not positive whole pixels', async () => {
    const { encode } = fakeEncoder(() => 1);
    await expect(compressToLimit(encode, 0, 10)).rejects.toBeInstanceOf(RangeError);
    await expect(compressToLimit(encode, 10.5, 10)).rejects.toBeInstanceOf(RangeError);
  });
});
