// Conversions between data URLs, the form providers take images in, and Blobs, the form the page
// displays them from (an object URL costs the DOM a short string instead of the whole image).

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new TypeError('Not a data URL');
  const [, mime = '', , base64, payload = ''] = match;
  const type = mime || 'text/plain';
  if (!base64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** The media type a data URL declares, or an empty string. */
export function dataUrlMime(dataUrl: string): string {
  return DATA_URL.exec(dataUrl)?.[1] ?? '';
}
