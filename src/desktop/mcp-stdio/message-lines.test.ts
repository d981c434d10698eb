import { describe, expect, it } from 'vitest';
import { childEnv } from './child-env';
import { MAX_MESSAGE_LINE_BYTES, messageLines } from './message-lines';

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

function reader() {
  const messages: unknown[] = [];
  const skipped: string[] = [];
  const lines = messageLines((message) => messages.push(message), (line) => skipped.push(line));
  return { lines, messages, skipped };
}

describe('messageLines', () => {
  it('reads messages cut anywhere, and skips lines that are not protocol without stopping', () => {
    const { lines, messages, skipped } = reader();
    const text = `Server v1 starting…\n${JSON.stringify(ping)}\r\n{"not":"json-rpc"}\n{broken\n\n${JSON.stringify({ ...ping, id: 2 })}\n`;
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; at += 7) lines.push(bytes.subarray(at, at + 7));
    expect(messages).toEqual([ping, { ...ping, id: 2 }]);
    expect(skipped).toEqual(['Server v1 starting…', '{"not":"json-rpc"}', '{broken']);
    expect(lines.skipped).toBe(3);
  });

  it('drops a line longer than the bound whole, and reads the next one', () => {
    const { lines, messages } = reader();
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    for (let sent = 0; sent <= MAX_MESSAGE_LINE_BYTES; sent += chunk.length) lines.push(chunk);
    lines.push(Buffer.from(`tail\n${JSON.stringify(ping)}\n`));
    expect(messages).toEqual([ping]);
    expect(lines.skipped).toBe(1);
  });
});

describe('childEnv', () => {
  it('is PATH, HOME and the declared variables, nothing else of the app', () => {
    const app = { PATH: '/usr/bin', HOME: '/home/u', OPENAI_API_KEY: 'sk-x', ANTHROPIC_API_KEY: 'k', USER: 'u', SHELL: '/bin/sh' };
    expect(childEnv(app, { NOTES_DIR: '/n' })).toEqual({ PATH: '/usr/bin', HOME: '/home/u', NOTES_DIR: '/n' });
  });
});
