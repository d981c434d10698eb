import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRevealer, preferredRevealPace } from './revealer';

const TEXT = 'A reply of some length that arrives in one piece from the network.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function framesShown(pace: 'gradual' | 'whole'): string[] {
  const shown: string[] = [];
  const revealer = createRevealer((visible) => shown.push(visible), pace);
  revealer.push(TEXT);
  vi.advanceTimersByTime(16 * 200);
  return shown;
}

describe('the revealer', () => {
  it('reveals a piece of text gradually, frame by frame, ending with all of it', () => {
    const shown = framesShown('gradual');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown[0]).toBe('A');
    expect(shown.at(-1)).toBe(TEXT);
  });

  it('shows the whole piece in the next frame when the reader asked for less motion', () => {
    expect(framesShown('whole')).toEqual([TEXT]);
  });

  it('follows the system setting for motion', () => {
    const reduce = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(prefers-reduced-motion: reduce)' }));
    reduce(true);
    expect(preferredRevealPace()).toBe('whole');
    reduce(false);
    expect(preferredRevealPace()).toBe('gradual');
  });
});
