import { describe, expect, it } from 'vitest';
import { imageRefId, imageRefUrl, refOf } from './image-ref';

describe('image references', () => {
  it('round-trips an id through its URL', () => {
    expect(imageRefUrl('abc')).toBe('idb-image:abc');
    expect(imageRefId(imageRefUrl('abc'))).toBe('abc');
  });

  it('is not fooled by other URLs', () => {
    expect(imageRefId('https://example.com/a.png')).toBeUndefined();
    expect(imageRefId('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageRefId('idb-image:')).toBeUndefined();
  });

  it('makes a reference without the image data', () => {
    const ref = refOf({ id: 'i', dataUrl: 'data:image/jpeg;base64,AA', mime: 'image/jpeg', width: 2, height: 3, createdAt: 1 });
    expect(ref).toEqual({ id: 'i', url: 'idb-image:i', mime: 'image/jpeg', width: 2, height: 3 });
  });
});
