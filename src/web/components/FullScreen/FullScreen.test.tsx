import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { FullScreen } from './FullScreen';

beforeAll(() => {
  setupI18n('en');
});

let fullscreenElement: Element | null = null;

/** jsdom has no Fullscreen API: a small stand-in that behaves like a browser's. */
function installFullscreenApi() {
  const enter = (element: Element) => {
    fullscreenElement = element;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };
  // A method: the browser calls it on the element that asks for full screen.
  const request = vi.fn(function (this: Element) {
    return enter(this);
  });
  const exit = vi.fn(() => {
    fullscreenElement = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true });
  Object.defineProperty(document, 'exitFullscreen', { value: exit, configurable: true });
  Object.defineProperty(document, 'fullscreenElement', { get: () => fullscreenElement, configurable: true });
  return { request, exit };
}

function removeFullscreenApi() {
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  Reflect.deleteProperty(document, 'exitFullscreen');
  Reflect.deleteProperty(document, 'fullscreenElement');
  fullscreenElement = null;
}

afterEach(() => {
  cleanup();
  removeFullscreenApi();
});

describe('FullScreen', () => {
  it('puts its own element in full screen and leaves it', async () => {
    const user = userEvent.setup();
    const { request, exit } = installFullscreenApi();
    render(
      <FullScreen>
        <p>Artifact</p>
      </FullScreen>,
    );
    const wrapper = screen.getByText('Artifact').parentElement;
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(wrapper);

    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('follows a full-screen exit made by the browser (Escape)', async () => {
    const user = userEvent.setup();
    installFullscreenApi();
    render(<FullScreen>content</FullScreen>);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    act(() => {
      fullscreenElement = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('shows only the children when the API is missing', () => {
    render(<FullScreen>content</FullScreen>);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
