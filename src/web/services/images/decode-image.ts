// Turns an image file into something a canvas can draw. Loaded with the image pipeline, not
// with the first screen.

import { isHeicFile, isImageFile } from './image-files';
import { ImageError } from './image-errors';

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Frees the decoded pixels; the source must not be drawn afterwards. */
  close(): void;
}

function fromBitmap(bitmap: ImageBitmap): DecodedImage {
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

async function decodeWithElement(blob: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  // An SVG without width and height has no size to draw at.
  if (!image.naturalWidth || !image.naturalHeight) {
    URL.revokeObjectURL(url);
    throw new Error('The image has no size');
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

/** What the browser decodes itself: createImageBitmap first (off the main thread, EXIF orientation
 * applied), an <img> when it refuses (SVG, and browsers without it). */
async function decodeNatively(blob: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      return fromBitmap(await createImageBitmap(blob));
    } catch {
      // Fall through to the element, which reads more formats.
    }
  }
  return decodeWithElement(blob);
}

/** libheif compiled to WebAssembly, about 3 MB: loaded only when a HEIC image needs it. The CSP
 * build avoids eval, so a strict Content-Security-Policy does not break it. */
async function decodeHeic(blob: Blob): Promise<DecodedImage> {
  const { heicTo } = await import('heic-to/csp');
  return fromBitmap(await heicTo({ blob, type: 'bitmap' }));
}

export async function decodeImage(file: File): Promise<DecodedImage> {
  if (!isImageFile(file)) throw new ImageError('notImage');
  if (!isHeicFile(file)) {
    try {
      return await decodeNatively(file);
    } catch (error) {
      throw new ImageError('decode', { cause: error });
    }
  }
  // Safari decodes HEIC itself; everyone else needs the converter.
  try {
    return await decodeNatively(file);
  } catch {
    try {
      return await decodeHeic(file);
    } catch (error) {
      throw new ImageError('heic', { cause: error });
    }
  }
}
