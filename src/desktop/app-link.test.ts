import { describe, expect, it } from 'vitest';
import { appFragment } from './app-link';

describe('a link given to the desktop app', () => {
  it('opens the page it names, inside the app', () => {
    expect(appFragment('#/settings')).toBe('#/settings');
    expect(decodeURIComponent(appFragment('https://chat.example.com/#/?settings={"key":"sk-1"}') ?? '')).toBe('#/?settings={"key":"sk-1"}');
    expect(appFragment('https://chat.example.com/?code=abc&other=1')).toBe('#/?code=abc');
  });

  it('names nothing for other links', () => {
    expect(appFragment(undefined)).toBeUndefined();
    expect(appFragment('https://example.com/page')).toBeUndefined();
    expect(appFragment('javascript:alert(1)#/x')).toBeUndefined();
    expect(appFragment('file:///etc/passwd#/x')).toBeUndefined();
    expect(appFragment(`#/${'x'.repeat(10_000)}`)).toBeUndefined();
  });
});
