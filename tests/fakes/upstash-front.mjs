// Upstash's REST API in front of a real Redis, for the cloud sync tests: the subset the app uses.
//   GET  /get/<key>          → 200 {"result": value or null}
//   POST /set/<key>  (body)  → 200 {"result": "OK"}, the raw body being the value
//   GET  /set/<key>/<value>  → the same
// As in Upstash, the path holds the command and its arguments and a POST body is one more argument.
// Every call needs "Authorization: Bearer <token>" (else 401); CORS is open because the page calls it
// directly when its proxy is off.

import { createServer } from 'node:http';
import { createClient } from '@redis/client';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

const ARITY = { get: 1, set: 2 };

export async function startUpstashFront({ redisUrl, token }) {
  const client = createClient({ url: redisUrl });
  // Without a listener a dropped connection would be an uncaught 'error' event; the failing command
  // still reports it to the caller.
  client.on('error', () => {});
  await client.connect();

  function answer(res, status, body) {
    res.writeHead(status, { ...CORS, 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { error: 'Unauthorized' });

    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const [command = '', ...args] = new URL(req.url ?? '/', 'http://front').pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (req.method === 'POST' && chunks.length > 0) args.push(Buffer.concat(chunks).toString('utf8'));

    const name = command.toLowerCase();
    if (!Object.hasOwn(ARITY, name)) return answer(res, 400, { error: `ERR unknown command '${command}'` });
    if (args.length !== ARITY[name]) return answer(res, 400, { error: `ERR wrong number of arguments for '${name}' command` });
    try {
      const result = name === 'get' ? await client.get(args[0]) : await client.set(args[0], args[1]);
      answer(res, 200, { result });
    } catch (error) {
      answer(res, 500, { error: `ERR ${error.message}` });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    async deleteKey(key) {
      await client.del(key);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      await client.close();
    },
  };
}
