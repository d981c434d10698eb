// Real PNG files made on the spot, so the fakes answer with pictures a browser decodes and a
// screenshot shows, without keeping binary files in the repository.

import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data) {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of the given size; colourAt(x, y) gives each pixel's [r, g, b]. */
export function rgbPng(width, height, colourAt) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), y * row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A sunset over the sea with the sun in it: recognisable at thumbnail size. */
export function picturePng(width = 256, height = 256) {
  const sun = { x: width * 0.68, y: height * 0.38, r: Math.min(width, height) * 0.16 };
  return rgbPng(width, height, (x, y) => {
    if ((x - sun.x) ** 2 + (y - sun.y) ** 2 < sun.r ** 2) return [255, 214, 90];
    if (y > height * 0.62) return [30, Math.round(80 + 40 * (x / width)), 140];
    const t = y / height;
    return [Math.round(250 - 120 * t), Math.round(120 + 60 * t), Math.round(90 + 130 * t)];
  });
}
