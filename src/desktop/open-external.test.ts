import { describe, expect, it } from 'vitest';
import { externalUrl, openerCommand } from './open-external';

describe('external links', () => {
  it('hands only web and mail links to the system', () => {
    expect(externalUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(externalUrl('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(externalUrl('file:///etc/passwd')).toBeUndefined();
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl('not a url')).toBeUndefined();
    expect(externalUrl(42)).toBeUndefined();
  });

  it("uses each platform's opener with the URL as a single argument", () => {
    const url = 'https://example.com/a b;rm -rf';
    expect(openerCommand(url, 'darwin')).toEqual(['open', [url]]);
    expect(openerCommand(url, 'win32')).toEqual(['rundll32', ['url.dll,FileProtocolHandler', url]]);
    expect(openerCommand(url, 'linux')[1]).toEqual([url]);
  });
});
