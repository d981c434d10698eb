// Stores a picture a provider drew: the bytes are checked to be an image that decodes (a cut-off
// base64, an HTML page or zero bytes never reach storage), then kept in the image store like an
// uploaded image, so chat records and generation records hold only a reference.

import i18next from 'i18next';
import { imageMimeOfBase64, isCompleteImage } from '../../../core/images/image-file';
import type { ChatErrorEvent } from '../../../core/stream/error-event';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { blobToDataUrl } from './data-url';
import { decodeImage } from './decode-image';
import { ImageError } from './image-errors';
import { saveImage } from './image-store';

/** Base64 carries three bytes in four characters. */
const BASE64_BYTES_PER_CHAR = 3 / 4;

/** Why a provider's picture was refused, for the fold under the catalogue's sentence. */
type UnusableReason = 'unknownType' | 'cutShort' | 'undecodable';

/** A drawn picture that is not one: the answer's data is not a known image type, ends before its
 * format's end marker, or does not decode. */
class UnusablePictureError extends ImageError {
  constructor(
    readonly reason: UnusableReason,
    readonly mime: string,
    readonly bytes: number,
    options?: { cause?: unknown },
  ) {
    super('decode', options);
  }
}

/** Base64 from a provider as a Blob of its real type; throws ImageError('decode') for anything
 * that is not the base64 of a known image type. */
export function base64ImageBlob(data: string, declaredMime?: string): Blob {
  const mime = imageMimeOfBase64(data) ?? declaredMime;
  if (!mime?.startsWith('image/')) throw new UnusablePictureError('unknownType', '', Math.floor(data.length * BASE64_BYTES_PER_CHAR));
  let binary: string;
  try {
    binary = atob(data.replace(/\s+/g, ''));
  } catch (error) {
    throw new UnusablePictureError('undecodable', mime, Math.floor(data.length * BASE64_BYTES_PER_CHAR), { cause: error });
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: mime });
}

/** Checks the picture decodes, then stores it. Throws ImageError('decode' | 'storage'). */
export async function storeGeneratedImage(blob: Blob): Promise<StoredImageRef> {
  if (blob.size === 0 || !blob.type.startsWith('image/')) throw new UnusablePictureError('unknownType', blob.type, blob.size);
  if (!isCompleteImage(new Uint8Array(await blob.arrayBuffer()), blob.type)) throw new UnusablePictureError('cutShort', blob.type, blob.size);
  let decoded;
  try {
    decoded = await decodeImage(new File([blob], 'generated', { type: blob.type }));
  } catch (error) {
    throw new UnusablePictureError('undecodable', blob.type, blob.size, { cause: error });
  }
  const { width, height } = decoded;
  decoded.close();
  return saveImage({ dataUrl: await blobToDataUrl(blob), mime: blob.type, width, height });
}

const REASON_KEYS = { unknownType: 'pictureUnknownType', cutShort: 'pictureCutShort', undecodable: 'pictureUndecodable' } as const;

/** The error a user is shown when a drawn picture could not be kept: full storage is the device's
 * problem; anything else the pipeline refuses (not an image, cut short, zero bytes) means the
 * provider's answer was unusable, and the fold says how. */
export function generatedImageError(error: ImageError): ChatErrorEvent {
  const t = i18next.getFixedT(null, 'errors');
  if (error.code === 'storage') return { type: 'error', message: t('imageNotSaved') };
  if (!(error instanceof UnusablePictureError)) return { type: 'error', message: '', code: 'bad_image' };
  const detail = t(REASON_KEYS[error.reason], { type: error.mime || '?', size: error.bytes });
  return { type: 'error', message: '', code: 'bad_image', detail };
}
