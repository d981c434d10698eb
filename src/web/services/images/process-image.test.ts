import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_DATA_URL_LENGTH } from '../../../core/constants/images';
import { resetStoresForTests } from '../../stores/test-utils';
import { loadImage } from './image-store';
import { processImageFile } from './process-image';

// jsdom has neither createImageBitmap nor a drawing canvas: both are shimmed so that the encoded
// length grows with the canvas area and the JPEG quality, as a real encoder's roughly does.
const heicTo = vi.hoisted(() => vi.fn());
vi.mock('heic-to/csp', () => ({ heicTo }));

const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });
const createImageBitmap = vi.fn();
const draws: { width: number; height: number; quality: number }[] = [];

beforeEach(async () => {
  await resetStoresForTests();
  draws.length = 0;
  createImageBitmap.mockReset();
  heicTo.mockReset();
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  const context = { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    _type?: string,
    quality?: number,
  ) {
    const q = quality ?? 1;
    draws.push({ width: this.width, height: this.height, quality: q });
    return `data:image/jpeg;base64,${'A'.repeat(Math.round(this.width * this.height * q * 0.5))}`;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('processImageFile', () => {
  it('encodes a large image as JPEG under the limit and stores it outside the chat records', async () => {
    const decoded = bitmap(1200, 900);
    createImageBitmap.mockResolvedValue(decoded);

    const ref = await processImageFile(file('photo.png', 'image/png'));

    expect(draws.map((draw) => draw.quality).slice(0, 5)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    const last = draws.at(-1);
    expect(ref).toMatchObject({ url: `idb-image:${ref.id}`, mime: 'image/jpeg', width: last?.width, height: last?.height });
    expect(ref.width).toBeLessThan(1200);
    expect(ref.width / ref.height).toBeCloseTo(1200 / 900, 1);
    const stored = await loadImage(ref.id);
    expect(stored?.dataUrl.length).toBeLessThan(IMAGE_MAX_DATA_URL_LENGTH);
    expect(stored?.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('converts HEIC with the lazily loaded converter when the browser cannot decode it', async () => {
    createImageBitmap.mockRejectedValue(new DOMException('unsupported', 'InvalidStateError'));
    heicTo.mockResolvedValue(bitmap(40, 30));

    const ref = await processImageFile(file('IMG_0001.HEIC', ''));

    expect(heicTo).toHaveBeenCalledWith(expect.objectContaining({ type: 'bitmap' }));
    expect(ref).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30 });
  });

  it('uses the browser itself for HEIC where it can (Safari)', async () => {
    createImageBitmap.mockResolvedValue(bitmap(20, 10));
    await expect(processImageFile(file('a.heif', 'image/heif'))).resolves.toMatchObject({ width: 20, height: 10 });
    expect(heicTo).not.toHaveBeenCalled();
  });

  it('reports why an image could not be attached', async () => {
    await expect(processImageFile(file('notes.txt', 'text/plain'))).rejects.toMatchObject({ code: 'notImage' });

    createImageBitmap.mockRejectedValue(new DOMException('broken', 'InvalidStateError'));
    await expect(processImageFile(file('broken.jpg', 'image/jpeg'))).rejects.toMatchObject({ code: 'decode' });

    heicTo.mockRejectedValue(new Error('libheif failed'));
    await expect(processImageFile(file('a.heic', 'image/heic'))).rejects.toMatchObject({ code: 'heic' });
  });

  it('refuses an encoding the canvas could not make instead of storing an empty image', async () => {
    createImageBitmap.mockResolvedValue(bitmap(10, 10));
    vi.mocked(HTMLCanvasElement.prototype.toDataURL).mockReturnValue('data:,');
    await expect(processImageFile(file('huge.png', 'image/png'))).rejects.toMatchObject({ code: 'decode' });
  });
});
