// Turns image references back into data URLs just before a request is built: providers need the
// bytes, the chat records only keep `idb-image:<id>`.

import { imageRefId } from '../../../core/images/image-ref';
import type { ChatMessage, ContentPart } from '../../../core/types';
import { ImageError } from './image-errors';
import { loadImage } from './image-store';

/** A data URL for an `idb-image:` reference; any other URL (http, https, data) unchanged.
 * Throws ImageError('missing') when the referenced image is not stored here. */
export async function resolveImageUrl(url: string): Promise<string> {
  const id = imageRefId(url);
  if (id === undefined) return url;
  const image = await loadImage(id);
  if (!image) throw new ImageError('missing');
  return image.dataUrl;
}

/** The messages with every image_url part ready to send. A referenced image that is gone is
 * dropped from its message with a warning rather than failing the whole request. Messages
 * without references are returned as they are. */
export async function resolveMessageImages(messages: ChatMessage[]): Promise<ChatMessage[]> {
  // One read per image, however many times the history repeats it.
  const resolved = new Map<string, Promise<string | undefined>>();
  const resolveOnce = (url: string) => {
    let result = resolved.get(url);
    if (!result) {
      result = resolveImageUrl(url).catch((error: unknown) => {
        console.warn(`Image ${url} could not be loaded and is left out of the request`, error);
        return undefined;
      });
      resolved.set(url, result);
    }
    return result;
  };

  return Promise.all(
    messages.map(async (message) => {
      const { content } = message;
      if (typeof content === 'string') return message;
      if (!content.some((part) => part.type === 'image_url' && imageRefId(part.image_url.url) !== undefined)) {
        return message;
      }
      const parts = await Promise.all(
        content.map(async (part): Promise<ContentPart | undefined> => {
          if (part.type !== 'image_url' || imageRefId(part.image_url.url) === undefined) return part;
          const url = await resolveOnce(part.image_url.url);
          return url === undefined ? undefined : { ...part, image_url: { ...part.image_url, url } };
        }),
      );
      return { ...message, content: parts.filter((part): part is ContentPart => part !== undefined) };
    }),
  );
}
