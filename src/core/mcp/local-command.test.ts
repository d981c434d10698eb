import { describe, expect, it } from 'vitest';
import { commandLine, localCommandOf, mcpServerTarget, sameLocalCommand, shellQuote } from './local-command';

describe('the command line shown for consent', () => {
  it('quotes every word a shell would split or act on, and leaves plain words as they are', () => {
    expect(commandLine({ command: '/usr/bin/node', args: ['server.js', '--dir=/home/me/notes', '-y'] })).toBe('/usr/bin/node server.js --dir=/home/me/notes -y');
    expect(commandLine({ command: 'npx', args: ['; rm -rf ~', '$(id)', 'a b', "it's", '', '*'] })).toBe(`npx '; rm -rf ~' '$(id)' 'a b' 'it'\\''s' '' '*'`);
    expect(shellQuote('`id`')).toBe("'`id`'");
  });
});

describe('local server records', () => {
  it('are those with a command; their target is the whole command line', () => {
    expect(localCommandOf({ command: 'node' })).toEqual({ command: 'node', args: [], env: {} });
    expect(localCommandOf({})).toBeUndefined();
    const a = { url: '', command: 'node', args: ['a'], env: { X: '1', Y: '2' } };
    expect(mcpServerTarget(a)).not.toBe(mcpServerTarget({ ...a, env: { X: '1', Y: '3' } }));
    expect(mcpServerTarget({ url: 'https://a.example/mcp' })).toBe('https://a.example/mcp');
    expect(sameLocalCommand({ command: 'node', args: ['a'], env: { X: '1', Y: '2' } }, { command: 'node', args: ['a'], env: { Y: '2', X: '1' } })).toBe(true);
    expect(sameLocalCommand({ command: 'node', args: ['a b'], env: {} }, { command: 'node', args: ['a', 'b'], env: {} })).toBe(false);
  });
});
