// Images attached to messages live in their own store; a message only carries a reference URL
// to one inside a normal image_url part, so chat records stay small (inline base64 is what filled
// a reference client's storage quota).

import type { StoredImage } from '../schemas/stored-image';

/** The scheme of a reference to a stored image: `idb-image:<id>`. */
const IMAGE_REF_SCHEME = 'idb-image:';

/** What a message or the composer holds of a stored image. */
export interface StoredImageRef {
  id: string;
  /** `idb-image:<id>`, the value of an image_url part. */
  url: string;
  mime: string;
  width: number;
  height: number;
}

export function imageRefUrl(id: string): string {
  return `${IMAGE_REF_SCHEME}${id}`;
}

/** The stored image's id, or undefined when the URL is not a reference to one. */
export function imageRefId(url: string): string | undefined {
  if (!url.startsWith(IMAGE_REF_SCHEME)) return undefined;
  const id = url.slice(IMAGE_REF_SCHEME.length);
  return id || undefined;
}

export function refOf(image: StoredImage): StoredImageRef {
  return { id: image.id, url: imageRefUrl(image.id), mime: image.mime, width: image.width, height: image.height };
}
