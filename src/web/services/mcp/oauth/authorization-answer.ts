// The authorization server's answer, as the callback page posts it: it reaches every tab of the
// app, and only the tab waiting for that very state takes it.

import * as z from 'zod/mini';
import { MCP_OAUTH_CHANNEL } from './callback-url';

const answerSchema = z.object({
  state: z.string(),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
  iss: z.optional(z.string()),
});
export type AuthorizationAnswer = z.infer<typeof answerSchema>;

/** The answer carrying `state`; rejects with the signal's reason when it aborts first. */
export function waitForAuthorizationAnswer(state: string, signal: AbortSignal): Promise<AuthorizationAnswer> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(MCP_OAUTH_CHANNEL);
    const finish = () => {
      channel.close();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    channel.onmessage = (event: MessageEvent) => {
      const answer = answerSchema.safeParse(event.data);
      if (!answer.success || answer.data.state !== state) return;
      finish();
      resolve(answer.data);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort);
  });
}
