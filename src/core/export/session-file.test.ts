import { describe, expect, it } from 'vitest';
import { createEmptyMask, createEmptySession } from '../defaults';
import type { ChatMessage } from '../types';
import { parseSessionFile, SESSION_FILE_FORMAT, sessionFileContent } from './session-file';

const session = { ...createEmptySession({ id: 's1', now: 5, order: 0, mask: createEmptyMask({ id: 'm', now: 5 }) }), topic: 'Paris' };
const messages: ChatMessage[] = [
  { id: 'a', date: 1, role: 'user', content: 'Hi' },
  { id: 'b', date: 2, role: 'assistant', content: 'Hello', model: 'gpt-4o-mini', streaming: true },
];

describe('session file', () => {
  it('round-trips a session and its messages, without the streaming flag', () => {
    const text = sessionFileContent(session, messages, 10);
    expect(JSON.parse(text)).toMatchObject({ format: SESSION_FILE_FORMAT, version: 1, exportedAt: 10 });
    const parsed = parseSessionFile(text);
    expect(parsed?.session).toEqual(session);
    expect(parsed?.messages).toEqual([messages[0], { id: 'b', date: 2, role: 'assistant', content: 'Hello', model: 'gpt-4o-mini' }]);
  });

  it('refuses text that is not JSON, another format, another version or a broken message', () => {
    const good = JSON.parse(sessionFileContent(session, messages, 10));
    expect(parseSessionFile('{not json')).toBeNull();
    expect(parseSessionFile('[]')).toBeNull();
    expect(parseSessionFile(JSON.stringify({ ...good, format: 'polychat-backup' }))).toBeNull();
    expect(parseSessionFile(JSON.stringify({ ...good, version: 2 }))).toBeNull();
    expect(parseSessionFile(JSON.stringify({ ...good, messages: [{ id: 'x', role: 'user' }] }))).toBeNull();
    expect(parseSessionFile(JSON.stringify({ ...good, session: { topic: 'no id' } }))).toBeNull();
  });
});
