import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { planResend } from './retry';

const msg = (id: string, role: ChatMessage['role']): ChatMessage => ({ id, date: 0, role, content: id });
const messages = [msg('u1', 'user'), msg('a1', 'assistant'), msg('u2', 'user'), msg('a2', 'assistant'), msg('u3', 'user')];

describe('planResend', () => {
  it('resends the user message before a reply and removes both', () => {
    expect(planResend(messages, 'a1')).toEqual({ user: messages[0], remove: ['u1', 'a1'] });
  });

  it('resends a user message with the reply that followed it', () => {
    expect(planResend(messages, 'u2')).toEqual({ user: messages[2], remove: ['u2', 'a2'] });
  });

  it('does not take the reply of a later question', () => {
    expect(planResend(messages, 'u3')).toEqual({ user: messages[4], remove: ['u3'] });
  });

  it('has nothing to resend without a user message before', () => {
    expect(planResend([msg('a0', 'assistant')], 'a0')).toBeUndefined();
    expect(planResend(messages, 'missing')).toBeUndefined();
  });
});
