// The image resize for sending (to a data URL under 262,144 characters), over an injected encoder
// so that it runs the same with a canvas in the browser and with a fake in tests.
//
// The rule ("JPEG quality starts at 0.9 and drops by 0.1 to 0.5, then dimensions
// shrink by 10% each step"): quality is spent first, because it costs less detail than pixels;
// once it reaches 0.5 it stays there while the dimensions shrink. Quality does not restart at 0.9
// after a shrink: that would re-try encodings already known to be larger at every size.

import { IMAGE_JPEG_QUALITY_MIN, IMAGE_JPEG_QUALITY_START, IMAGE_JPEG_QUALITY_STEP, IMAGE_MAX_DATA_URL_LENGTH, IMAGE_SHRINK_FACTOR } from '../constants/images';

/** Encodes the image at the given size and JPEG quality and returns its data URL. */
export type ImageEncoder = (width: number, height: number, quality: number) => Promise<string>;

export interface CompressedImage {
  dataUrl: string;
  width: number;
  height: number;
  quality: number;
}

/** Even a 1×1 encoding stayed at or above the limit: the encoder cannot make it fit. */
export class ImageTooLargeError extends Error {
  constructor(readonly length: number) {
    super(`The smallest encoding is still ${length} characters long`);
    this.name = 'ImageTooLargeError';
  }
}

/** The qualities tried before shrinking: 0.9, 0.8, 0.7, 0.6, 0.5. Counted in whole steps because
 * repeated subtraction of 0.1 drifts (0.9 − 4 × 0.1 is 0.5000000000000001, one step short). */
export function qualitySteps(): number[] {
  const count = Math.round((IMAGE_JPEG_QUALITY_START - IMAGE_JPEG_QUALITY_MIN) / IMAGE_JPEG_QUALITY_STEP);
  return Array.from({ length: count + 1 }, (_, step) =>
    Number((IMAGE_JPEG_QUALITY_START - step * IMAGE_JPEG_QUALITY_STEP).toFixed(10)),
  );
}

/** The size after `steps` shrinks of 10%. Scaled from the original size each time, so the
 * aspect ratio does not drift through repeated rounding; never below 1 px. */
export function shrunkSize(width: number, height: number, steps: number): { width: number; height: number } {
  const scale = IMAGE_SHRINK_FACTOR ** steps;
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** Encodes until the data URL is shorter than IMAGE_MAX_DATA_URL_LENGTH: first at full size with
 * falling quality, then at the lowest quality with shrinking dimensions. Bounded: the sizes fall
 * to 1×1, and if even that is too long, ImageTooLargeError is thrown. */
export async function compressToLimit(encode: ImageEncoder, width: number, height: number): Promise<CompressedImage> {
  if (!(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) {
    throw new RangeError(`Image size must be positive whole pixels, got ${width}×${height}`);
  }
  const fits = (dataUrl: string) => dataUrl.length < IMAGE_MAX_DATA_URL_LENGTH;

  let last = '';
  for (const quality of qualitySteps()) {
    last = await encode(width, height, quality);
    if (fits(last)) return { dataUrl: last, width, height, quality };
  }

  let previous = { width, height };
  for (let step = 1; previous.width > 1 || previous.height > 1; step += 1) {
    const size = shrunkSize(width, height, step);
    // Small images can round to the same size twice; encoding it again would give the same length.
    if (size.width === previous.width && size.height === previous.height) continue;
    previous = size;
    last = await encode(size.width, size.height, IMAGE_JPEG_QUALITY_MIN);
    if (fits(last)) return { dataUrl: last, ...size, quality: IMAGE_JPEG_QUALITY_MIN };
  }
  throw new ImageTooLargeError(last.length);
}
