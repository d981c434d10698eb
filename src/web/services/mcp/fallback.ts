// The order in which a connection is tried: the route (direct, then the relay when the browser
// got no answer, which is how it reports a server that does not allow the page's origin) and the
// transport (Streamable HTTP, then the older HTTP+SSE when the server refuses the initialize POST
// with a 4xx, as servers of that older kind do).

import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { McpConnectError, httpStatusOf, isUnanswered } from './connect-error';
import type { McpRoute } from './route';

type McpTransportKind = 'streamable-http' | 'sse';

/** What worked last time for a server, tried first next time. */
export interface McpWay {
  route: McpRoute;
  transport: McpTransportKind;
}

const CLIENT_ERRORS = { from: 400, to: 499 } as const;
const UNAUTHORIZED_STATUS = 401;

function refusesStreamableHttp(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status !== UNAUTHORIZED_STATUS && status >= CLIENT_ERRORS.from && status <= CLIENT_ERRORS.to;
}

/** Opens with `open` on each way in turn; resolves with what opened and the way that worked.
 * `hint` (the transport the user's configuration named, or the way that worked before) goes
 * first. A server that answered directly is taken at its word; the relay is tried when the direct
 * call got no answer, or when the relay went first (the way that worked before) and failed. When
 * the direct call got no answer, a failure through the relay is reported as the server being
 * unreachable, whatever the relay answered (the server itself was never heard), unless the relay
 * itself refused to go there: then that is what the user can act on. A sign-in request
 * ends the search on either route. */
export async function openWithFallback<T>(
  open: (way: McpWay) => Promise<T>,
  hint: Partial<McpWay> = {},
): Promise<{ value: T; way: McpWay }> {
  const routes: McpRoute[] = hint.route === 'relay' ? ['relay', 'direct'] : ['direct', 'relay'];
  const transports: McpTransportKind[] = hint.transport === 'sse' ? ['sse', 'streamable-http'] : ['streamable-http', 'sse'];
  let directUnanswered: unknown;
  let last: unknown;
  for (const route of routes) {
    try {
      return await openOn(route, transports, open);
    } catch (error) {
      if (asksForSignIn(error)) throw error;
      if (route === 'direct' && !isUnanswered(error)) throw error;
      if (route === 'direct') directUnanswered = error;
      last = error;
    }
  }
  if (directUnanswered !== undefined) {
    throw isUnanswered(last) || isRelayClosed(last) ? last : new McpConnectError('unreachable', undefined, { cause: last });
  }
  throw last;
}

const isRelayClosed = (error: unknown) => error instanceof McpConnectError && error.failure === 'relayClosed';

function asksForSignIn(error: unknown): boolean {
  return httpStatusOf(error) === UNAUTHORIZED_STATUS || error instanceof UnauthorizedError;
}

async function openOn<T>(
  route: McpRoute,
  transports: McpTransportKind[],
  open: (way: McpWay) => Promise<T>,
): Promise<{ value: T; way: McpWay }> {
  const [first, second] = transports as [McpTransportKind, McpTransportKind];
  try {
    return { value: await open({ route, transport: first }), way: { route, transport: first } };
  } catch (error) {
    // Only a server that answered can say it does not speak the first transport.
    const tryOther = first === 'streamable-http' ? refusesStreamableHttp(error) : httpStatusOf(error) !== undefined && httpStatusOf(error) !== UNAUTHORIZED_STATUS;
    if (!tryOther) throw error;
  }
  return { value: await open({ route, transport: second }), way: { route, transport: second } };
}
