// Why an image could not be attached, as a code the UI translates.

export type ImageErrorCode = 'notImage' | 'decode' | 'heic' | 'tooLarge' | 'storage' | 'missing';

export class ImageError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Image ${code}`, options);
    this.name = 'ImageError';
  }
}

/** The code of any error thrown while attaching an image; unknown failures count as decoding. */
export function imageErrorCode(error: unknown): ImageErrorCode {
  return error instanceof ImageError ? error.code : 'decode';
}
