// What a picture's bytes are and what to call its file: providers send base64 without a type, and
// a downloaded image must carry the extension its bytes deserve.

const SIGNATURES: readonly [prefix: string, mime: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['UklGR', 'image/webp'],
  ['R0lGOD', 'image/gif'],
];

/** The image type of base64 data by its first bytes; undefined when it is none of the known ones. */
export function imageMimeOfBase64(data: string): string | undefined {
  const start = data.trimStart();
  return SIGNATURES.find(([prefix]) => start.startsWith(prefix))?.[1];
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** "polychat-image-2026-11-24-153012.png": sortable, and the extension follows the type. */
export function imageFileName(mime: string, date: number, prefix = 'polychat-image'): string {
  const stamp = new Date(date).toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return `${prefix}-${stamp}.${EXTENSIONS[mime.toLowerCase()] ?? 'png'}`;
}

const PNG_END = [0x49, 0x45, 0x4e, 0x44]; // "IEND", followed by its 4-byte CRC

/** Whether the bytes run to the end their format marks: decoders draw a cut-off PNG or JPEG as far
 * as it goes, so a truncated answer would otherwise be kept as a half picture. Formats without an
 * end marker we know are taken as they are. */
export function isCompleteImage(bytes: Uint8Array, mime: string): boolean {
  if (bytes.length === 0) return false;
  switch (mime.toLowerCase()) {
    case 'image/png': {
      const at = bytes.length - 8;
      return at >= 0 && PNG_END.every((byte, index) => bytes[at + index] === byte);
    }
    case 'image/jpeg': {
      // Some encoders pad after the end-of-image marker.
      let end = bytes.length - 1;
      while (end > 0 && bytes[end] === 0) end -= 1;
      return bytes[end - 1] === 0xff && bytes[end] === 0xd9;
    }
    case 'image/webp': {
      if (bytes.length < 12) return false;
      const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
      return bytes.length >= declared + 8;
    }
    default:
      return true;
  }
}
