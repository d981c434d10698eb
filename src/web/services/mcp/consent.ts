// Consent before an MCP tool runs. The MCP tools of a chat register the one asker (the queue the
// chat's screen shows, consent-queue.ts) when they load; with none registered every call is
// refused, so a tool can never run unseen.

/** What the user is shown before a call runs. */
export interface ToolConsentRequest {
  sessionId: string;
  serverId: string;
  serverName: string;
  /** The tool's own name on its server (not the namespaced name the model sees). */
  toolName: string;
  description?: string;
  /** The arguments the model sent, parsed (shown as formatted JSON). */
  arguments: unknown;
  /** The server says the tool changes nothing (`readOnlyHint`). */
  readOnly: boolean;
  /** The server says the tool may destroy something (`destructiveHint`, true unless said otherwise). */
  destructive: boolean;
}

/** Allow once, allow this tool for the rest of this chat, or deny. */
export type ToolConsent = 'once' | 'chat' | 'deny';

export type ToolConsentAsker = (request: ToolConsentRequest, signal: AbortSignal) => Promise<ToolConsent>;

let asker: ToolConsentAsker | undefined;

/** Replaces the asker; undefined removes it. */
export function setToolConsentAsker(next: ToolConsentAsker | undefined): void {
  asker = next;
}

/** The user's answer; "deny" when nobody can be asked. A stop of the reply ends the question with
 * the stop's error, whatever the asker does with it. */
export function askToolConsent(request: ToolConsentRequest, signal: AbortSignal): Promise<ToolConsent> {
  if (!asker) return Promise.resolve('deny');
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  const asked = asker(request, signal);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    asked.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
