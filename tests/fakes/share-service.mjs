// A fake conversation sharing service in the ShareGPT shape: POST JSON {avatarUrl, items} answers
// 200 {id}. It records what it received (GET /__requests, GET /__last). Magic words in any item's
// value pick a failure: [[share:fail]] answers 500, [[share:redirect]] a 302, [[share:no-id]] a
// 200 without an id.
//
// By hand: `node tests/fakes/share-service.mjs [port]` prints the SHARE_URL and SHARE_LINK_BASE to use.

import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const HISTORY = 50;

export function createShareService() {
  const requests = [];
  let count = 0;

  function json(res, status, body, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/__requests') return json(res, 200, requests);
    if (req.method === 'GET' && url.pathname === '/__last') return json(res, 200, requests.at(-1) ?? null);
    if (req.method !== 'POST') return json(res, 405, { error: 'method not allowed' });

    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    let parsed = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      // Recorded as it came; answered below.
    }
    requests.push({ method: req.method, path: url.pathname, headers: req.headers, body, json: parsed });
    if (requests.length > HISTORY) requests.shift();

    if (!parsed || !Array.isArray(parsed.items)) return json(res, 400, { error: 'expected {avatarUrl, items}' });
    const values = parsed.items.map((item) => String(item?.value ?? '')).join('\n');
    if (values.includes('[[share:fail]]')) return json(res, 500, { error: 'the fake share service failed on purpose' });
    if (values.includes('[[share:redirect]]')) return json(res, 302, {}, { location: 'http://127.0.0.1:9/elsewhere' });
    if (values.includes('[[share:no-id]]')) return json(res, 200, { ok: true });
    count += 1;
    return json(res, 200, { id: `fake${count}${Math.random().toString(36).slice(2, 8)}` });
  });

  return {
    server,
    requests,
    last: () => requests.at(-1),
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise((resolve) => server.listen(port, host, resolve));
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return { port: actual, url: `http://${host}:${actual}` };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const service = createShareService();
  const { url } = await service.listen(Number(process.argv[2] ?? 0));
  console.info(`SHARE_URL=${url}/api/conversations\nSHARE_LINK_BASE=${url}/c`);
  const stop = () => service.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
