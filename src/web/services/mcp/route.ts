// Which way a call to an MCP server goes: straight from the page, or through our server's relay
// when the server does not allow the page's origin. Every call goes through callOut either way;
// the relay is our origin, so callOut adds the access code to it and to nothing else.

import { MCP_RELAY_CLOSED_CODE, MCP_RELAY_ENDPOINT_PARAM, MCP_RELAY_ROUTE } from '../../../core/constants/mcp';
import { callOut } from '../http/page-call-out';
import { McpConnectError } from './connect-error';

export type McpRoute = 'direct' | 'relay';

/** How long the page waits for an MCP server's answer to begin. Long enough for a server that
 * starts on demand; a stream that has begun runs as long as it lasts. */
const MCP_REQUEST_TIMEOUT_MS = 30_000;

/** The relay's address for a request to `target` (an absolute URL). */
function relayUrl(target: string): string {
  return `${MCP_RELAY_ROUTE}?${MCP_RELAY_ENDPOINT_PARAM}=${encodeURIComponent(target)}`;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

const FORBIDDEN_STATUS = 403;

/** Our relay's own refusal to go to a host it does not list, told apart from the MCP server's 403
 * (which the relay passes on as it is) by the problem code in its body. */
async function refusedByRelay(response: Response): Promise<boolean> {
  if (response.status !== FORBIDDEN_STATUS) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === MCP_RELAY_CLOSED_CODE;
}

/** The fetch the SDK's transports are given. The transports always see the server's own URLs
 * (so an HTTP+SSE server's relative message endpoint resolves against the server, not the relay);
 * this puts each call on its route. */
export function routedFetch(route: McpRoute): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return (input, init = {}) => {
    const target = urlOf(input);
    const { signal, ...rest } = init;
    const options = { timeoutMs: MCP_REQUEST_TIMEOUT_MS, ...(signal ? { signal } : {}) };
    if (route === 'direct') return callOut(target, rest, options);
    return callOut(relayUrl(target), rest, options).then(async (response) => {
      if (await refusedByRelay(response)) throw new McpConnectError('relayClosed', FORBIDDEN_STATUS);
      return response;
    });
  };
}
