import type { ChatMessage } from '../types';

export interface ResendPlan {
  /** The user message whose content is sent again. */
  user: ChatMessage;
  /** Removed before resending: the user message and the reply it got. */
  remove: string[];
}

/** What "retry" on a message means, as in the reference client: from a reply, the user message
 * before it is sent again; from a user message, that message. The old pair leaves the session and
 * the resent one is appended at the end, so what followed stays where it was. */
export function planResend(messages: readonly ChatMessage[], messageId: string): ResendPlan | undefined {
  const index = messages.findIndex((message) => message.id === messageId);
  const target = messages[index];
  if (!target) return undefined;
  let userIndex = -1;
  if (target.role === 'user') userIndex = index;
  else for (let i = index; i >= 0 && userIndex === -1; i--) if (messages[i]?.role === 'user') userIndex = i;
  const user = messages[userIndex];
  if (!user) return undefined;
  const replyIndex = target.role === 'user' ? messages.findIndex((m, i) => i > userIndex && m.role === 'assistant') : index;
  const nextUser = messages.findIndex((m, i) => i > userIndex && m.role === 'user');
  const reply = replyIndex !== -1 && (nextUser === -1 || replyIndex < nextUser) ? messages[replyIndex] : undefined;
  return { user, remove: reply ? [user.id, reply.id] : [user.id] };
}
