import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoresForTests } from '../../stores/test-utils';
import { saveImage } from './image-store';
import { useImageUrl } from './use-image-url';

// jsdom does not implement object URLs.
const createObjectURL = vi.fn((_blob: Blob) => 'blob:thumb-1');
const revokeObjectURL = vi.fn();

beforeEach(async () => {
  await resetStoresForTests();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => vi.restoreAllMocks());

describe('useImageUrl', () => {
  it('uses http and data URLs as they are', () => {
    const { result } = renderHook(() => useImageUrl('https://example.com/a.png'));
    expect(result.current).toEqual({ src: 'https://example.com/a.png', failed: false });
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('shows a stored image through an object URL that is revoked on unmount', async () => {
    const ref = await saveImage({ dataUrl: 'data:image/jpeg;base64,/9j/', mime: 'image/jpeg', width: 1, height: 1 });
    const { result, unmount } = renderHook(() => useImageUrl(ref.url));
    expect(result.current).toEqual({ src: undefined, failed: false });

    await waitFor(() => expect(result.current.src).toBe('blob:thumb-1'));
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/jpeg');

    unmount();
    // An unmounted component's passive effect clean-ups may run after the commit.
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1'));
  });

  it('says so when the stored image is gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useImageUrl('idb-image:gone'));
    await waitFor(() => expect(result.current).toEqual({ src: undefined, failed: true }));
    expect(warn).toHaveBeenCalled();
  });
});
