// What of a tool's result a page may show as more than text. Checked when a result is made and
// again when it is shown, since a chat's record may come from another device or an import.

/** Raster types only: an SVG is a document that can carry script. */
const SHOWN_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const isShownImageType = (mimeType: string): boolean => SHOWN_IMAGE_TYPES.has(mimeType);
export const isBase64 = (data: string): boolean => BASE64.test(data);

/** http: and https: addresses only; any other scheme (javascript:, data:, file:) is no link. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A data: URL of a shown image type, with base64 data. */
export function isShownImageUrl(url: string): boolean {
  const match = /^data:([a-z/+.-]+);base64,(.*)$/s.exec(url);
  return match !== null && isShownImageType(match[1] ?? '') && isBase64(match[2] ?? '');
}
