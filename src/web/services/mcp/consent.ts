// Consent before an MCP tool runs. The chat's screen registers the one asker that shows the
// request to the user; with none registered (no chat on screen to ask in) every call is refused,
// so a tool can never run unseen.

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

/** The user's answer; "deny" when nobody can be asked. */
export function askToolConsent(request: ToolConsentRequest, signal: AbortSignal): Promise<ToolConsent> {
  return asker ? asker(request, signal) : Promise.resolve('deny');
}
