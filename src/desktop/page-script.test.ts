// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageScript } from './page-script';
import { parseWindowMessage, type WindowMessage } from './window-messages';

const sent: (WindowMessage | undefined)[] = [];

beforeAll(() => {
  // The web view's own channel, as wry defines it before any page script runs.
  (window as unknown as { ipc: { postMessage(text: string): void } }).ipc = { postMessage: (text) => sent.push(parseWindowMessage(text)) };
  new Function(pageScript())();
});

afterEach(() => {
  sent.length = 0;
  document.body.innerHTML = '';
});

function clickLink(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe("the desktop window's page script", () => {
  it('sends a link to another site to the system browser instead of following it', () => {
    expect(clickLink('https://example.com/docs')).toBe(false);
    expect(sent).toEqual([{ type: 'open', url: 'https://example.com/docs' }]);
  });

  it("lets the app's own links and script links alone", () => {
    expect(clickLink('#/settings')).toBe(true);
    expect(clickLink(`${location.origin}/#/masks`)).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends window.open of another site to the system browser too', () => {
    expect(window.open('https://example.com/x', '_blank')).toBeNull();
    expect(sent).toEqual([{ type: 'open', url: 'https://example.com/x' }]);
  });

  it('quits on Ctrl+Q', () => {
    const event = new KeyboardEvent('keydown', { key: 'q', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(sent).toEqual([{ type: 'quit' }]);
  });

  it("reports the window's place and size once it is loaded", () => {
    window.dispatchEvent(new Event('load'));
    expect(sent[0]).toMatchObject({ type: 'bounds' });
  });
});
