// The bytes behind an image URL a message or a generation record holds, for download and copy.

import { imageRefId } from '../../../core/images/image-ref';
import { callOut } from '../http/page-call-out';
import { dataUrlToBlob } from './data-url';
import { ImageError } from './image-errors';
import { loadImage } from './image-store';

export async function loadImageBlob(url: string): Promise<Blob> {
  const id = imageRefId(url);
  if (id !== undefined) {
    const image = await loadImage(id);
    if (!image) throw new ImageError('missing');
    return dataUrlToBlob(image.dataUrl);
  }
  if (url.startsWith('data:')) return dataUrlToBlob(url);
  const response = await callOut(url);
  if (!response.ok) throw new ImageError('missing');
  return response.blob();
}
