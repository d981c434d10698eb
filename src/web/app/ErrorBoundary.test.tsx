import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Broken(): never {
  throw new Error('The chat list broke');
}

afterEach(() => {
  vi.doUnmock('./ErrorPage');
  vi.resetModules();
});

async function renderBroken() {
  // React reports the caught error on the console; the test needs the page, not the report.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { ErrorBoundary } = await import('./ErrorBoundary');
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary', () => {
  it('shows the error page, loaded once a render failed, with its way out', async () => {
    await renderBroken();
    expect(await screen.findByRole('link', { name: 'Report This Error' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeTruthy();
  });

  it('still says what went wrong when the error page’s code cannot load', async () => {
    vi.doMock('./ErrorPage', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await renderBroken();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong');
    expect(alert.textContent).toContain('The chat list broke');
    // Give the failed load its turn: the plain page stays, nothing blanks the screen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert').textContent).toContain('The chat list broke');
    // Its one way out is a reload, which fetches the page's code again.
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
