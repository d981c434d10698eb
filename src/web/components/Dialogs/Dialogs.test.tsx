import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogHost } from './DialogHost';
import { showConfirm, showModal } from './show';
import { showChoice, showPrompt } from './show-prompt';

// The dialogs' chunk loads with the first dialog; loaded here, its first import under a busy
// machine cannot outlast the queries' one-second wait.
beforeAll(() => import('./dialog-components'));
afterEach(cleanup);

/** The dialog once the focus is in it: Radix moves the focus in an effect, which runs after the next
 * frame. (A key pressed sooner runs it first: the Escape tests below press at once.) */
async function ready(role: 'dialog' | 'alertdialog', name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

function open<T>(show: () => T): T {
  let result: T | undefined;
  act(() => {
    result = show();
  });
  return result as T;
}

describe('showChoice', () => {
  it('tells the second way to say yes from the first, and keeps the focus on the first', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showChoice('Apply the link?', { confirmText: 'Apply', alternativeText: 'Use my key there too' }));
    await ready('alertdialog');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use my key there too' }));
    await expect(answer).resolves.toBe('alternative');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const confirmed = open(() => showChoice('Apply the link?', { confirmText: 'Apply', alternativeText: 'Use my key there too' }));
    await ready('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expect(confirmed).resolves.toBe('confirm');
  });

  it('resolves cancel on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showChoice('Apply the link?', { alternativeText: 'Use my key there too' }));
    await ready('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe('cancel');
  });
});

describe('showConfirm', () => {
  it('focuses the confirm button and resolves true when confirmed', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showConfirm('Delete this chat?', { danger: true }));
    const dialog = await ready('alertdialog', 'Confirm');
    expect(dialog).toHaveTextContent('Delete this chat?');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showConfirm('Reset settings?'));
    await ready('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showConfirm('Clear all data?'));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('accepts with Enter, the confirm button having focus', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showConfirm('Continue?', { title: 'Import', confirmText: 'Import now' }));
    await ready('alertdialog', 'Import');
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });
});

describe('showPrompt', () => {
  it('returns the typed value', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showPrompt('Rename chat', 'Old name', { rows: 2 }));
    await ready('dialog');
    const field = screen.getByRole('textbox', { name: 'Rename chat' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Old name');
    expect(field).toHaveAttribute('rows', '2');
    await user.clear(field);
    await user.type(field, 'New name');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('New name');
  });

  it('submits with Ctrl+Enter while Enter makes a new line', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(() => showPrompt('Note'));
    await ready('dialog');
    const field = screen.getByRole('textbox', { name: 'Note' });
    await user.type(field, 'one{Enter}two');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await expect(answer).resolves.toBe('one\ntwo');
  });

  it('returns null when cancelled or dismissed', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const cancelled = open(() => showPrompt('Rename chat', 'x'));
    await ready('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBeNull();

    const escaped = open(() => showPrompt('Rename chat', 'x'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBeNull();
  });
});

describe('showModal', () => {
  it('opens a modal and closes it through the returned function', async () => {
    const onClose = vi.fn();
    render(<DialogHost />);
    const close = open(() => showModal({ title: 'About', children: 'Version 1', onClose }));
    expect(await screen.findByRole('dialog', { name: 'About' })).toHaveTextContent('Version 1');
    act(() => close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose when the user closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogHost />);
    open(() => showModal({ title: 'About', children: 'Version 1', onClose }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('an Escape pressed before a dialog could open', () => {
  const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

  it('dismisses it: the dialog does not open, and the caller hears "cancelled"', async () => {
    render(<DialogHost />);
    // Pressed in the same task as the call, while the dialogs' code and strings are still loading.
    const answer = open(() => showConfirm('Delete this chat?'));
    escape();
    await expect(answer).resolves.toBe(false);
    const typed = open(() => showPrompt('Rename chat', 'x'));
    escape();
    await expect(typed).resolves.toBeNull();
    const onClose = vi.fn();
    open(() => showModal({ title: 'About', children: 'Version 1', onClose }));
    escape();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves alone a dialog opened after it', async () => {
    render(<DialogHost />);
    escape();
    const answer = open(() => showConfirm('Delete this chat?'));
    await ready('alertdialog');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });
});
