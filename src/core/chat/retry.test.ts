import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { planRegenerate } from './retry';

const msg = (id: string, role: ChatMessage['role'], parentId: string | null): ChatMessage => ({ id, date: 0, role, content: id, parentId });
const messages = [
  msg('u1', 'user', null),
  msg('a1', 'assistant', 'u1'),
  msg('u2', 'user', 'a1'),
  msg('t2', 'tool', 'u2'),
  msg('a2', 'assistant', 't2'),
  msg('u2b', 'user', 'a1'),
];

describe('planRegenerate', () => {
  it('asks again the question a reply answers, with the turns before it on its path', () => {
    expect(planRegenerate(messages, 'a1')).toEqual({ question: messages[0], before: [] });
    expect(planRegenerate(messages, 'a2')).toEqual({ question: messages[2], before: [messages[0], messages[1]] });
  });

  it('a question is asked again itself, on its own branch', () => {
    expect(planRegenerate(messages, 'u2b')).toEqual({ question: messages[5], before: [messages[0], messages[1]] });
  });

  it('has nothing to ask without a question above', () => {
    expect(planRegenerate([msg('a0', 'assistant', null)], 'a0')).toBeUndefined();
    expect(planRegenerate(messages, 'missing')).toBeUndefined();
  });
});
