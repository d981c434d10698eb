// What went wrong when connecting to an MCP server, in the few kinds the settings name to people.

import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ChatRequestError } from '../../../core/providers/errors';

/** - disabled: the server is switched off or no longer in the list, so no connection is made;
 * - needsSignIn: the server wants a sign-in (401) and none is done yet;
 * - unreachable: no answer at all, directly or through the relay;
 * - relayClosed: no answer directly (the server is down, or does not allow the page's origin: the
 *   page cannot tell which), and our server's relay does not go to it (without an access code it
 *   goes only to the hosts it lists);
 * - timeout: the answer did not begin in time;
 * - status: the server answered with an HTTP error (`status`);
 * - protocol: it answered, but not as an MCP server does;
 * - desktopOnly: a local (stdio) server, which only the desktop app starts;
 * - needsConsent: a local server not started yet: the user has to allow its command line;
 * - cannotStart: a local server's program did not start. */
export type McpFailure = 'disabled' | 'needsSignIn' | 'unreachable' | 'relayClosed' | 'timeout' | 'status' | 'protocol' | 'desktopOnly' | 'needsConsent' | 'cannotStart';

export class McpConnectError extends Error {
  readonly failure: McpFailure;
  readonly status: number | undefined;

  constructor(failure: McpFailure, status?: number, options?: ErrorOptions) {
    super(`MCP server: ${failure}${status === undefined ? '' : ` (${status})`}`, options);
    this.name = 'McpConnectError';
    this.failure = failure;
    this.status = status;
  }
}

const UNAUTHORIZED_STATUS = 401;

/** The HTTP status an SDK transport's error carries, if it is one. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof StreamableHTTPError || error instanceof SseError) {
    return typeof error.code === 'number' && error.code > 0 ? error.code : undefined;
  }
  return undefined;
}

/** Whether the page got no answer at all (offline, refused, or the browser's CORS check). */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ChatRequestError && error.code === 'unreachable';
}

export function toConnectError(error: unknown): McpConnectError {
  if (error instanceof McpConnectError) return error;
  if (error instanceof UnauthorizedError) return new McpConnectError('needsSignIn', UNAUTHORIZED_STATUS, { cause: error });
  if (error instanceof ChatRequestError) {
    return new McpConnectError(error.code === 'timeout' ? 'timeout' : 'unreachable', undefined, { cause: error });
  }
  const status = httpStatusOf(error);
  if (status === UNAUTHORIZED_STATUS) return new McpConnectError('needsSignIn', status, { cause: error });
  if (status !== undefined) return new McpConnectError('status', status, { cause: error });
  return new McpConnectError('protocol', undefined, { cause: error });
}
