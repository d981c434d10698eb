import { render } from 'preact';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';

// test-setup.ts installs runEffectsBeforeInput, as main.tsx does in the app.

let root: HTMLElement | null = null;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
});

/** Renders, outside Testing Library's act (which would run the effects itself), a component whose
 * effect starts listening for keys on the document, as a Radix dialog does. */
function renderListener(heard: () => void, effectRan: () => void = () => {}) {
  function Listener() {
    useEffect(() => {
      effectRan();
      document.addEventListener('keydown', heard, { capture: true });
      return () => document.removeEventListener('keydown', heard, { capture: true });
    }, []);
    return null;
  }
  root = document.createElement('div');
  document.body.append(root);
  render(<Listener />, root);
}

describe('runEffectsBeforeInput', () => {
  it('runs the effects of a render before a key that comes within its first frame', () => {
    const heard = vi.fn();
    const effectRan = vi.fn();
    renderListener(heard, effectRan);
    expect(effectRan).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('runs them once, after the frame, when no input comes', async () => {
    const effectRan = vi.fn();
    renderListener(() => {}, effectRan);
    await waitFor(() => expect(effectRan).toHaveBeenCalledTimes(1));
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(effectRan).toHaveBeenCalledTimes(1);
  });
});
