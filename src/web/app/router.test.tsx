import { render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ShellRoutes } from './router';

afterEach(() => {
  window.location.hash = '';
});

describe('ShellRoutes', () => {
  it('routes by the location it is given, so a render left over from the shell never sends a bare route home', async () => {
    window.location.hash = '#/sd';
    render(
      <Router hook={useHashLocation}>
        <ShellRoutes location="/settings" />
      </Router>,
    );
    // The catch-all's redirect runs in a layout effect: by the next task it would have happened.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(window.location.hash).toBe('#/sd'));
  });

  it('still sends an unknown address home', async () => {
    window.location.hash = '#/no-such-place';
    render(
      <Router hook={useHashLocation}>
        <ShellRoutes location="/no-such-place" />
      </Router>,
    );
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });
});
