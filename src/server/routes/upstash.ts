// The Upstash relay of cloud sync, for a page that does not call Upstash's REST API itself:
//   GET  /api/upstash/get/<key>?endpoint=https://xxx.upstash.io           → <endpoint>/get/<key>
//   POST /api/upstash/set/<key>?endpoint=https://xxx.upstash.io  (value)  → <endpoint>/set/<key>
// Only these two commands: Upstash reads any Redis command from the path, so relaying other paths
// would hand every caller the whole command set of any Redis in reach.

import { Hono, type Context } from 'hono';
import { UPSTASH_CHUNK_MAX_BYTES } from '../../core/constants/sync';
import { relayedBody } from '../body-streams';
import { codeGate } from './code-gate';
import {
  SYNC_TIMEOUT_MS,
  endpointOf,
  problem,
  relaySyncCall,
  upstreamAuthorization,
  type SyncCall,
  type SyncRelayDeps,
} from './webdav';

/** The page stores its state in chunks of UPSTASH_CHUNK_MAX_BYTES, so twice that is ample. */
export const UPSTASH_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** A value read back comes JSON-escaped inside {"result": …}, which can make it several times longer. */
const UPSTASH_MAX_RESPONSE_BYTES = 8 * UPSTASH_CHUNK_MAX_BYTES;
/** Characters that need no encoding in a path, so the key cannot reach another command. ("." and
 * ".." would, but URL parsing folds them, encoded or not, before routing: they never get here.) */
const KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

export function upstashRoutes({ config, timeoutMs = SYNC_TIMEOUT_MS, ...gate }: SyncRelayDeps): Hono {
  const allowed = codeGate({ config, ...gate });
  const routes = new Hono();

  const relay = async (c: Context, command: 'get' | 'set'): Promise<Response> => {
    const refused = await allowed(c);
    if (refused) return refused;
    const key = c.req.param('key') ?? '';
    if (!KEY.test(key)) return problem(c, 400, 'bad_key', 'The key must be 1 to 200 letters, digits or _ . : -');
    const endpoint = endpointOf(c.req.query('endpoint'));
    if (typeof endpoint === 'string') return problem(c, 400, 'bad_endpoint', endpoint);

    const init: SyncCall['init'] = { method: command === 'get' ? 'GET' : 'POST', headers: upstreamAuthorization(c.req.raw.headers) };
    const limit = `Upstash values are limited to ${UPSTASH_MAX_BODY_BYTES} bytes`;
    let overLimit: SyncCall['overLimit'];
    if (command === 'set') {
      const relayed = relayedBody(c, UPSTASH_MAX_BODY_BYTES);
      if (relayed === 'too-large') return problem(c, 413, 'body_too_large', limit);
      init.headers = { ...init.headers, ...relayed.headers };
      init.body = relayed.body;
      overLimit = () => (relayed.tooLarge() ? limit : undefined);
    }
    const target = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${command}/${key}`;
    return relaySyncCall(c, config, timeoutMs, { service: 'Upstash', endpoint, target, init, maxResponseBytes: UPSTASH_MAX_RESPONSE_BYTES, overLimit });
  };

  routes.get('/get/:key', (c) => relay(c, 'get'));
  routes.post('/set/:key', (c) => relay(c, 'set'));
  routes.all('*', (c) => problem(c, 403, 'not_relayed', 'Only GET /get/<key> and POST /set/<key> are relayed'));
  return routes;
}
