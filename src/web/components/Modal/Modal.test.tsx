import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { Modal } from './Modal';

beforeAll(() => {
  setupI18n('en');
});
afterEach(cleanup);

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      title="Export chat"
      actions={<button type="button">Download</button>}
    >
      <input aria-label="File name" />
    </Modal>
  );
}

describe('Modal', () => {
  it('is a dialog labelled by its title, with focus inside it', async () => {
    render(<Harness onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Export chat' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('keeps focus inside when tabbing past the last element', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the mask but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByLabelText('File name'));
    expect(onClose).not.toHaveBeenCalled();
    const mask = dialog.parentElement as HTMLElement;
    await user.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('maximises and restores', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveAttribute('data-maximised');
    await user.click(screen.getByRole('button', { name: 'Maximise' }));
    expect(dialog).toHaveAttribute('data-maximised', 'true');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(dialog).not.toHaveAttribute('data-maximised');
  });

  it('leaves the maximise button out when not maximisable', async () => {
    render(
      <Modal open onClose={() => {}} title="Plain" maximisable={false}>
        text
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Plain' });
    expect(screen.queryByRole('button', { name: 'Maximise' })).not.toBeInTheDocument();
  });
});
