import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EscapeWhileLoading } from './escape-while-loading';

afterEach(cleanup);

const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
/** A menu whose code never arrives. */
const Loading = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('EscapeWhileLoading', () => {
  it('withdraws a request on an Escape pressed while the code loads, showing its stand-in meanwhile', () => {
    const onEscape = vi.fn();
    const { unmount } = render(
      <Suspense fallback={<EscapeWhileLoading onEscape={onEscape}>the plain button</EscapeWhileLoading>}>
        <Loading />
      </Suspense>,
    );
    expect(screen.getByText('the plain button')).toBeInTheDocument();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(onEscape).not.toHaveBeenCalled();
    escape();
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    escape();
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
