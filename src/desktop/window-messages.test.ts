import { describe, expect, it } from 'vitest';
import { parseWindowMessage } from './window-messages';

describe("the page script's messages", () => {
  it('reads the three messages the page script sends', () => {
    expect(parseWindowMessage('{"type":"bounds","x":1,"y":2,"width":900,"height":600}')).toEqual({ type: 'bounds', x: 1, y: 2, width: 900, height: 600 });
    expect(parseWindowMessage('{"type":"open","url":"https://example.com"}')).toEqual({ type: 'open', url: 'https://example.com' });
    expect(parseWindowMessage('{"type":"quit"}')).toEqual({ type: 'quit' });
  });

  it('ignores anything else a script in the page could send', () => {
    expect(parseWindowMessage('{"type":"exec","command":"rm"}')).toBeUndefined();
    expect(parseWindowMessage('not json')).toBeUndefined();
    expect(parseWindowMessage(JSON.stringify({ type: 'open', url: 'x'.repeat(20_000) }))).toBeUndefined();
  });
});
