import { describe, expect, it } from 'vitest';
import { mayContainMath, normaliseMathDelimiters } from './math-delimiters';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['/settings', undefined],
    ['#top', undefined],
  ])('link %j → %j', (url, expected) => {
    expect(safeUrl(url, 'href')).toBe(expected);
  });

  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:text/html;base64,PHNjcmlwdD4=', undefined],
    ['javascript:alert(1)', undefined],
    ['file:///etc/passwd', undefined],
  ])('image %j → %j', (url, expected) => {
    expect(safeUrl(url, 'src')).toBe(expected);
  });
});

describe('math delimiters', () => {
  it('rewrites \\( \\) and \\[ \\] outside code only', () => {
    expect(normaliseMathDelimiters('a \\(x^2\\) b')).toBe('a $x^2$ b');
    expect(normaliseMathDelimiters('\\[\n\\int f\n\\]')).toBe('$$\n\\int f\n$$');
    expect(normaliseMathDelimiters('`\\(x\\)` and\n```\n\\[y\\]\n```')).toBe('`\\(x\\)` and\n```\n\\[y\\]\n```');
  });

  it('tells which blocks may hold math', () => {
    expect(mayContainMath('costs $5')).toBe(true);
    expect(mayContainMath('```math\nx\n```')).toBe(true);
    expect(mayContainMath('plain text')).toBe(false);
    expect(mayContainMath('```sh\necho $HOME\n```')).toBe(false);
    expect(mayContainMath('Run `echo $HOME` now')).toBe(false);
  });
});
