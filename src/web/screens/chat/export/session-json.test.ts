import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageRefId } from '../../../../core/images/image-ref';
import type { ChatMessage } from '../../../../core/types';
import { loadImage, saveImage } from '../../../services/images/image-store';
import { hydrateStores } from '../../../stores/hydrate';
import { resetStoresForTests } from '../../../stores/test-utils';
import { withInlineImages, withStoredImages } from './session-json';

const DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const withImage = (url: string): ChatMessage => ({
  id: 'm1',
  date: 1,
  role: 'user',
  content: [
    { type: 'text', text: 'Look' },
    { type: 'image_url', image_url: { url } },
  ],
});
const imageUrlOf = (message: ChatMessage | undefined) =>
  Array.isArray(message?.content) ? message.content.find((part) => part.type === 'image_url')?.image_url.url : undefined;

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('images in a chat file', () => {
  it('carries stored images inline, and keeps the reference of one that is gone', async () => {
    const ref = await saveImage({ dataUrl: DATA_URL, mime: 'image/png', width: 1, height: 1 });
    const [inline, missing, text] = await withInlineImages([
      withImage(ref.url),
      withImage('idb-image:gone'),
      { id: 't', date: 2, role: 'assistant', content: 'plain' },
    ]);
    expect(imageUrlOf(inline)).toBe(DATA_URL);
    expect(imageUrlOf(missing)).toBe('idb-image:gone');
    expect(text?.content).toBe('plain');
  });

  it('puts inline images back into the image store on import, web images stay as they are', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1, height: 1, close: () => {} }));
    const [stored, web] = await withStoredImages([withImage(DATA_URL), withImage('https://example.com/a.png')]);
    const id = imageRefId(imageUrlOf(stored) ?? '');
    expect(id).toBeDefined();
    expect((await loadImage(id!))?.dataUrl).toBe(DATA_URL);
    expect(imageUrlOf(web)).toBe('https://example.com/a.png');
  });

  it('leaves an image inline when it cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('not an image');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [message] = await withStoredImages([withImage(DATA_URL)]);
    expect(imageUrlOf(message)).toBe(DATA_URL);
    warn.mockRestore();
  });
});
