import { describe, expect, it } from 'vitest';
import { blobToDataUrl, dataUrlMime, dataUrlToBlob } from './data-url';

// jsdom's Blob has no arrayBuffer() or text(): its contents are read back through FileReader.
describe('data URLs', () => {
  it('round-trips bytes through a Blob', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80]);
    const dataUrl = await blobToDataUrl(new Blob([bytes], { type: 'image/jpeg' }));
    expect(dataUrl).toBe('data:image/jpeg;base64,/9j/ABCA');

    const blob = dataUrlToBlob(dataUrl);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(bytes.length);
    expect(await blobToDataUrl(blob)).toBe(dataUrl);
  });

  it('reads URL-encoded data URLs and the declared type', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blobToDataUrl(blob)).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(dataUrlMime('data:image/png;base64,AAAA')).toBe('image/png');
    expect(dataUrlMime('https://example.com')).toBe('');
    expect(() => dataUrlToBlob('https://example.com')).toThrow(TypeError);
  });
});
