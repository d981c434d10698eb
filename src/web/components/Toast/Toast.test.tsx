import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_HIDE_ANIMATION_MS } from '../../../core/constants/layout';
import { setupI18n } from '../../i18n/setup';
import { showToast } from './showToast';
import { ToastHost } from './ToastHost';
import { loadSonner } from './sonner-loader';

/** Sonner passes changes to its list through a timer tick and animation frames; this is enough
 * for any of them to land, and far shorter than the durations under test. */
const SETTLE_MS = 50;
/** Sonner's own removal, after it is told to drop a toast. */
const SONNER_REMOVAL_MS = 300;

beforeAll(async () => {
  setupI18n('en');
  // Sonner loads with the first toast in the app; here it is loaded up front so time can be faked.
  await loadSonner();
  // Sonner captures the pointer to support swiping; jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Sonner chains timers, animation frames and React effects, and effects run when an act() ends,
 * so time moves on in small acts rather than one big jump. */
function advance(ms: number) {
  const step = 10;
  for (let left = ms; left > 0; left -= step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, left));
    });
  }
}

function show(...args: Parameters<typeof showToast>) {
  let dismiss = () => {};
  act(() => {
    dismiss = showToast(...args);
  });
  advance(1);
  return dismiss;
}

const toastOf = (text: string) => screen.getByText(text).closest('[data-sonner-toast]') as HTMLElement;

describe('showToast', () => {
  it('shows the message in a live region and hides it after 3000 ms with a 300 ms animation', () => {
    render(<ToastHost />);
    show('Copied to clipboard');
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Copied to clipboard')).toBeVisible();

    advance(TOAST_DURATION_MS - 2);
    expect(toastOf('Copied to clipboard').className).not.toMatch(/hiding/);

    advance(SETTLE_MS);
    const toast = toastOf('Copied to clipboard');
    expect(toast.className).toMatch(/hiding/);
    expect(toast.style.animationDuration).toBe(`${TOAST_HIDE_ANIMATION_MS}ms`);
    // During the animation it is still there, and still not dismissed.
    advance(TOAST_HIDE_ANIMATION_MS - SETTLE_MS - 2);
    expect(toastOf('Copied to clipboard')).not.toHaveAttribute('data-removed', 'true');

    advance(SETTLE_MS);
    expect(screen.queryByText('Copied to clipboard')?.closest('[data-sonner-toast]') ?? null).toSatisfy(
      (el: HTMLElement | null) => el === null || el.getAttribute('data-removed') === 'true',
    );
    advance(SONNER_REMOVAL_MS);
    expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
  });

  it('calls the action back and removes the toast', async () => {
    // Real timers here: user-event waits on timers of its own that a fake clock would stall.
    vi.useRealTimers();
    const user = userEvent.setup();
    const undo = vi.fn();
    render(<ToastHost />);
    showToast('Chat deleted', { action: { label: 'Undo', onClick: undo }, duration: 200 });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Chat deleted')).not.toBeInTheDocument());
    // The hide timers went with it: nothing comes back when they would have fired.
    await new Promise((resolve) => setTimeout(resolve, 200 + TOAST_HIDE_ANIMATION_MS));
    expect(screen.queryByText('Chat deleted')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<ToastHost />);
    show('Long one', { duration: 5000 });
    advance(4000);
    expect(toastOf('Long one').className).not.toMatch(/hiding/);
    advance(1000 + TOAST_HIDE_ANIMATION_MS + SONNER_REMOVAL_MS);
    expect(screen.queryByText('Long one')).not.toBeInTheDocument();
  });

  it('can be removed early by the returned function', () => {
    render(<ToastHost />);
    const dismiss = show('Early');
    act(() => dismiss());
    advance(SONNER_REMOVAL_MS);
    expect(screen.queryByText('Early')).not.toBeInTheDocument();
  });

  it('follows the dark theme on the body', async () => {
    render(<ToastHost />);
    show('Themed');
    const toaster = () => document.querySelector('[data-sonner-toaster]');
    expect(toaster()).toHaveAttribute('data-sonner-theme', 'light');
    document.body.classList.add('dark');
    await act(async () => {
      await Promise.resolve();
    });
    expect(toaster()).toHaveAttribute('data-sonner-theme', 'dark');
    document.body.classList.remove('dark');
  });
});
