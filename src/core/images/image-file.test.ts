import { describe, expect, it } from 'vitest';
import { imageFileName, imageMimeOfBase64, isCompleteImage } from './image-file';

describe('image files', () => {
  it('tells PNG, JPEG, WebP and GIF apart by their first bytes', () => {
    expect(imageMimeOfBase64('iVBORw0KGgoAAAANSUhEUg')).toBe('image/png');
    expect(imageMimeOfBase64('/9j/4AAQSkZJRgABAQ')).toBe('image/jpeg');
    expect(imageMimeOfBase64('UklGRiQAAABXRUJQ')).toBe('image/webp');
    expect(imageMimeOfBase64('R0lGODlhAQABAIAAAP')).toBe('image/gif');
    expect(imageMimeOfBase64('PGh0bWw+')).toBeUndefined();
    expect(imageMimeOfBase64('')).toBeUndefined();
  });

  it('names a file with the extension of its type', () => {
    const date = Date.UTC(2026, 10, 24, 15, 30, 12);
    expect(imageFileName('image/png', date)).toBe('polychat-image-2026-11-24-153012.png');
    expect(imageFileName('image/jpeg', date)).toBe('polychat-image-2026-11-24-153012.jpg');
    expect(imageFileName('image/webp', date, 'stable-diffusion')).toBe('stable-diffusion-2026-11-24-153012.webp');
  });
});

describe('isCompleteImage', () => {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

  it('accepts a whole PNG and refuses one cut short', () => {
    expect(isCompleteImage(png, 'image/png')).toBe(true);
    expect(isCompleteImage(png.slice(0, png.length - 10), 'image/png')).toBe(false);
    expect(isCompleteImage(new Uint8Array(), 'image/png')).toBe(false);
  });

  it('looks for the end of a JPEG and the declared size of a WebP', () => {
    expect(isCompleteImage(Uint8Array.of(0xff, 0xd8, 0x01, 0xff, 0xd9, 0, 0), 'image/jpeg')).toBe(true);
    expect(isCompleteImage(Uint8Array.of(0xff, 0xd8, 0x01, 0x02), 'image/jpeg')).toBe(false);
    const webp = Uint8Array.of(0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 1, 2, 3, 4);
    expect(isCompleteImage(webp, 'image/webp')).toBe(true);
    expect(isCompleteImage(webp.slice(0, 14), 'image/webp')).toBe(false);
  });
});
