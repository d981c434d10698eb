// The image pipeline behind the attach button, paste and drop: decode (HEIC converted), encode
// as JPEG within the size limit (a data URL under 262,144 characters), store, and hand back a reference for the message.
// Heavy (canvas work, and the HEIC converter on demand): import it lazily.

import { compressToLimit, ImageTooLargeError, type ImageEncoder } from '../../../core/images/resize-plan';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { dataUrlMime } from './data-url';
import { decodeImage, type DecodedImage } from './decode-image';
import { ImageError } from './image-errors';
import { saveImage } from './image-store';

function canvasEncoder(image: DecodedImage): ImageEncoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new ImageError('decode', { cause: new Error('No 2D canvas context') });
  return async (width, height, quality) => {
    canvas.width = width;
    canvas.height = height;
    // JPEG has no transparency: without a background, transparent pixels would turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    // A canvas past the browser's size limit encodes to "data:,", which would pass for tiny.
    if (!dataUrl.startsWith('data:image/')) throw new Error(`The canvas could not encode ${width}×${height}`);
    return dataUrl;
  };
}

/** Processes one image file and stores it. Throws ImageError with the reason it could not. */
export async function processImageFile(file: File): Promise<StoredImageRef> {
  const image = await decodeImage(file);
  let compressed;
  try {
    compressed = await compressToLimit(canvasEncoder(image), image.width, image.height);
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError(error instanceof ImageTooLargeError ? 'tooLarge' : 'decode', { cause: error });
  } finally {
    image.close();
  }
  const { dataUrl, width, height } = compressed;
  return saveImage({ dataUrl, mime: dataUrlMime(dataUrl) || 'image/jpeg', width, height });
}
