import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { setupI18n } from '../../i18n/setup';
import { AttachmentStrip } from './AttachmentStrip';

vi.mock('../../services/images/use-image-url', () => ({
  useImageUrl: (url: string) =>
    url === 'idb-image:gone' ? { src: undefined, failed: true } : { src: `blob:${url}`, failed: false },
}));

const ref = (id: string): StoredImageRef => ({ id, url: `idb-image:${id}`, mime: 'image/jpeg', width: 4, height: 3 });

beforeAll(() => {
  setupI18n('en');
});

describe('AttachmentStrip', () => {
  it('shows nothing without images', () => {
    const { container } = render(<AttachmentStrip images={[]} onRemove={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists thumbnails with labels and removes the one asked for', async () => {
    const onRemove = vi.fn();
    render(<AttachmentStrip images={[ref('a'), ref('b')]} onRemove={onRemove} />);

    const list = screen.getByRole('list', { name: 'Attached images' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'blob:idb-image:a');
    expect(screen.getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', 'blob:idb-image:b');

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('says when an image is unavailable or more are being processed', () => {
    render(<AttachmentStrip images={[ref('gone')]} onRemove={() => {}} uploading />);
    expect(screen.getByRole('img', { name: 'Image unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing image…');
  });
});
