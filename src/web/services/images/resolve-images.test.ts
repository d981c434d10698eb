import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../core/types';
import { resetStoresForTests } from '../../stores/test-utils';
import { saveImage } from './image-store';
import { resolveImageUrl, resolveMessageImages } from './resolve-images';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

beforeEach(resetStoresForTests);

const user = (content: ChatMessage['content']): ChatMessage => ({ id: 'm', date: 0, role: 'user', content });

describe('resolving image references', () => {
  it('gives the stored data URL for a reference and passes other URLs through', async () => {
    const ref = await saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 });
    await expect(resolveImageUrl(ref.url)).resolves.toBe(JPEG);
    await expect(resolveImageUrl('https://example.com/cat.png')).resolves.toBe('https://example.com/cat.png');
    await expect(resolveImageUrl('data:image/png;base64,AAAA')).resolves.toBe('data:image/png;base64,AAAA');
    await expect(resolveImageUrl('idb-image:gone')).rejects.toMatchObject({ code: 'missing' });
  });

  it('rewrites only the references in image parts, leaving text, other URLs and string content alone', async () => {
    const ref = await saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 });
    const plain = user('idb-image:not-a-part');
    const remote = user([{ type: 'image_url', image_url: { url: 'https://example.com/a.png' } }]);
    const withRef = user([
      { type: 'text', text: 'what is this? idb-image:x' },
      { type: 'image_url', image_url: { url: ref.url } },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
    ]);

    const [resolvedPlain, resolvedRemote, resolved] = await resolveMessageImages([plain, remote, withRef]);

    expect(resolvedPlain).toBe(plain);
    expect(resolvedRemote).toBe(remote);
    expect(resolved?.content).toEqual([
      { type: 'text', text: 'what is this? idb-image:x' },
      { type: 'image_url', image_url: { url: JPEG } },
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
    ]);
    // The stored message keeps its reference.
    expect(withRef.content).toContainEqual({ type: 'image_url', image_url: { url: ref.url } });
  });

  it('drops an image that is no longer stored, with a warning, and sends the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [resolved] = await resolveMessageImages([
      user([
        { type: 'text', text: 'hi' },
        { type: 'image_url', image_url: { url: 'idb-image:gone' } },
      ]),
    ]);
    expect(resolved?.content).toEqual([{ type: 'text', text: 'hi' }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
