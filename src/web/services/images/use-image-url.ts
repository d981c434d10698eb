// A displayable URL for an image part: stored images become object URLs, freed when no longer
// shown; other URLs are used as they are.

import { useEffect, useState } from 'react';
import { imageRefId } from '../../../core/images/image-ref';
import { dataUrlToBlob } from './data-url';
import { loadImage } from './image-store';

export interface ImageUrlState {
  /** Undefined while a stored image loads, or when it could not be loaded. */
  src: string | undefined;
  /** The stored image is gone (deleted, or the message came from another device's backup). */
  failed: boolean;
}

export function useImageUrl(url: string): ImageUrlState {
  const id = imageRefId(url);
  const [loaded, setLoaded] = useState<{ url: string; state: ImageUrlState } | null>(null);

  useEffect(() => {
    if (id === undefined) return;
    let cancelled = false;
    let objectUrl: string | undefined;
    loadImage(id)
      .then((image) => {
        if (cancelled) return;
        if (!image) throw new Error('not stored');
        objectUrl = URL.createObjectURL(dataUrlToBlob(image.dataUrl));
        setLoaded({ url, state: { src: objectUrl, failed: false } });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(`Image ${url} could not be shown`, error);
        setLoaded({ url, state: { src: undefined, failed: true } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, url]);

  if (id === undefined) return { src: url, failed: false };
  // A state left from the previous URL must not show while the new one loads.
  return loaded?.url === url ? loaded.state : { src: undefined, failed: false };
}
