import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ShellRoutes } from './router';

afterEach(() => {
  window.location.hash = '';
});

/** The shell's routes drawn for `location` while the address says `hash`. */
function shellRoutesAt(hash: string, location: string) {
  window.location.hash = hash;
  render(
    <Router hook={useHashLocation}>
      <ShellRoutes location={location} />
    </Router>,
  );
}

describe('ShellRoutes', () => {
  it('routes by the location it is given, so a render left over from the shell never sends a bare route home', async () => {
    shellRoutesAt('#/sd', '/settings');
    // The catch-all's redirect runs in a layout effect: by the next task it would have happened.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(window.location.hash).toBe('#/sd'));
  });

  it('still sends an unknown address home', async () => {
    shellRoutesAt('#/no-such-place', '/no-such-place');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });
});
