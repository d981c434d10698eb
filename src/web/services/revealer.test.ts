import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_FINISH_REVEAL_FRAMES } from '../../core/constants/chat';
import { createRevealer, preferredRevealPace } from './revealer';

const TEXT = 'A reply of some length that arrives in one piece from the network.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
});
afterEach(() => {
  vi.restoreAllMocks();
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

  it('when the stream ends, reveals the rest over a few frames as motion, then hands over the whole text', async () => {
    const long = TEXT.repeat(20);
    const shown: string[] = [];
    const revealer = createRevealer((visible) => shown.push(visible));
    revealer.push(long);
    vi.advanceTimersByTime(16 * 3);
    const before = shown.length;
    const left = long.length - shown.at(-1)!.length;
    const ended = revealer.end();
    revealer.push('ignored: the stream has ended');
    await vi.advanceTimersByTimeAsync(16 * STREAM_FINISH_REVEAL_FRAMES);
    await expect(ended).resolves.toBe(long);
    const rest = shown.slice(before);
    expect(rest).toHaveLength(STREAM_FINISH_REVEAL_FRAMES);
    expect(rest.at(-1)).toBe(long);
    const steps = rest.map((text, i) => text.length - (i === 0 ? long.length - left : rest[i - 1]!.length));
    expect(Math.max(...steps)).toBeLessThanOrEqual(Math.ceil(left / STREAM_FINISH_REVEAL_FRAMES));
  });

  it('ends at once when nothing is left, when the reader asked for less motion, or in a hidden tab', async () => {
    const idle = createRevealer(() => undefined);
    idle.push('done');
    vi.advanceTimersByTime(16 * 10);
    await expect(idle.end()).resolves.toBe('done');

    const whole = createRevealer(() => undefined, 'whole');
    whole.push(TEXT);
    await expect(whole.end()).resolves.toBe(TEXT);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = createRevealer(() => undefined);
    hidden.push(TEXT);
    await expect(hidden.end()).resolves.toBe(TEXT);
  });

  it('still ends when no frame comes (a tab moved to the background while the rest was shown)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const revealer = createRevealer(() => undefined);
    revealer.push(TEXT);
    const ended = revealer.end();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(ended).resolves.toBe(TEXT);
  });

  it('follows the system setting for motion', () => {
    const reduce = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(prefers-reduced-motion: reduce)' }));
    reduce(true);
    expect(preferredRevealPace()).toBe('whole');
    reduce(false);
    expect(preferredRevealPace()).toBe('gradual');
  });
});
