import { act, renderHook, waitFor } from '@testing-library/react';
import type { ClipboardEvent, DragEvent } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { setupI18n } from '../../i18n/setup';
import { ImageError } from '../../services/images/image-errors';
import { useImageAttachments } from './use-image-attachments';

const processImageFile = vi.hoisted(() => vi.fn<(file: File) => Promise<StoredImageRef>>());
const deleteImage = vi.hoisted(() => vi.fn<(id: string) => Promise<void>>());
vi.mock('../../services/images/process-image', () => ({ processImageFile }));
vi.mock('../../services/images/image-store', () => ({ deleteImage }));

const ref = (id: string): StoredImageRef => ({ id, url: `idb-image:${id}`, mime: 'image/jpeg', width: 1, height: 1 });
const image = (name: string, type = 'image/png') => new File([new Uint8Array([1])], name, { type });

beforeAll(() => {
  setupI18n('en');
});

beforeEach(() => {
  processImageFile.mockReset();
  processImageFile.mockImplementation(async (file) => ref(file.name));
  deleteImage.mockReset();
  deleteImage.mockResolvedValue();
});

describe('useImageAttachments', () => {
  it('adds processed images in order, and tells while it works', async () => {
    let finish: (value: StoredImageRef) => void = () => {};
    processImageFile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useImageAttachments());

    let adding: Promise<void> = Promise.resolve();
    act(() => {
      adding = result.current.addFiles([image('a.png'), image('b.png')]);
    });
    expect(result.current.uploading).toBe(true);
    await act(async () => {
      await waitFor(() => expect(processImageFile).toHaveBeenCalledOnce());
      finish(ref('a.png'));
      await adding;
    });

    expect(result.current.images.map((item) => item.id)).toEqual(['a.png', 'b.png']);
    expect(result.current.uploading).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('logs and drops a file that fails, reports it translated, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    processImageFile.mockImplementation(async (file) => {
      if (file.name === 'bad.heic') throw new ImageError('heic');
      return ref(file.name);
    });
    const { result } = renderHook(() => useImageAttachments());

    await act(() => result.current.addFiles([image('bad.heic', 'image/heic'), image('ok.png')]));

    expect(result.current.images.map((item) => item.id)).toEqual(['ok.png']);
    expect(result.current.error).toBe('The HEIC image "bad.heic" could not be converted to JPEG.');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('removes an image and deletes it; clear only forgets the pending list', async () => {
    const { result } = renderHook(() => useImageAttachments());
    await act(() => result.current.addFiles([image('a.png'), image('b.png'), image('c.png')]));

    act(() => result.current.remove('b.png'));
    expect(result.current.images.map((item) => item.id)).toEqual(['a.png', 'c.png']);
    await waitFor(() => expect(deleteImage).toHaveBeenCalledWith('b.png'));

    act(() => result.current.clear());
    expect(result.current.images).toEqual([]);
    expect(deleteImage).toHaveBeenCalledOnce();
  });

  it('takes pasted images and leaves pasted text to the input', async () => {
    const { result } = renderHook(() => useImageAttachments());
    const paste = (items: { kind: string; file: File | null }[]) => {
      const event = {
        clipboardData: { items: items.map(({ kind, file }) => ({ kind, getAsFile: () => file })) },
        preventDefault: vi.fn(),
      };
      act(() => result.current.onPaste(event as unknown as ClipboardEvent<HTMLElement>));
      return event;
    };

    expect(paste([{ kind: 'string', file: null }]).preventDefault).not.toHaveBeenCalled();
    expect(paste([{ kind: 'file', file: image('notes.txt', 'text/plain') }]).preventDefault).not.toHaveBeenCalled();
    expect(paste([{ kind: 'file', file: image('shot.png') }]).preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.images.map((item) => item.id)).toEqual(['shot.png']));
  });

  it('accepts dropped files, and lets the drop happen only for files', async () => {
    const { result } = renderHook(() => useImageAttachments());
    const dragOver = (types: string[]) => {
      const event = { dataTransfer: { types, dropEffect: 'none' }, preventDefault: vi.fn() };
      result.current.onDragOver(event as unknown as DragEvent<HTMLElement>);
      return event;
    };
    expect(dragOver(['text/plain']).preventDefault).not.toHaveBeenCalled();
    const over = dragOver(['Files']);
    expect(over.preventDefault).toHaveBeenCalled();
    expect(over.dataTransfer.dropEffect).toBe('copy');

    const drop = { dataTransfer: { files: [image('d.png')] }, preventDefault: vi.fn() };
    act(() => result.current.onDrop(drop as unknown as DragEvent<HTMLElement>));
    expect(drop.preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.images.map((item) => item.id)).toEqual(['d.png']));
  });

  it('does nothing on paste or drop when the model cannot see images', () => {
    const { result } = renderHook(() => useImageAttachments({ enabled: false }));
    const paste = { clipboardData: { items: [{ kind: 'file', getAsFile: () => image('a.png') }] }, preventDefault: vi.fn() };
    const drop = { dataTransfer: { files: [image('d.png')], types: ['Files'] }, preventDefault: vi.fn() };
    result.current.onPaste(paste as unknown as ClipboardEvent<HTMLElement>);
    result.current.onDragOver(drop as unknown as DragEvent<HTMLElement>);
    result.current.onDrop(drop as unknown as DragEvent<HTMLElement>);
    expect(paste.preventDefault).not.toHaveBeenCalled();
    expect(drop.preventDefault).not.toHaveBeenCalled();
    expect(processImageFile).not.toHaveBeenCalled();
  });

  it('deletes an image that finishes after the composer went away', async () => {
    let finish: (value: StoredImageRef) => void = () => {};
    processImageFile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { result, unmount } = renderHook(() => useImageAttachments());
    const adding = result.current.addFiles([image('late.png')]);
    await waitFor(() => expect(processImageFile).toHaveBeenCalledOnce());
    unmount();
    finish(ref('late.png'));
    await adding;
    await waitFor(() => expect(deleteImage).toHaveBeenCalledWith('late.png'));
  });
});
