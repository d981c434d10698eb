// A WebDAV server that fails uploads, for the cloud sync tests' error paths: every PUT answers the
// given status, or stalls after receiving some bytes and never answers (the client's timeout and
// abort then decide). GET answers the given body (404 without one), so a download still works; any other method
// (MKCOL, PROPFIND …) answers 201. No auth is checked. Unlike rclone it sends CORS headers, so a
// page can also call it directly.

import { createServer } from 'node:http';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, PUT, MKCOL, PROPFIND, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, depth',
};

export async function startFaultyWebdav(options) {
  const { body } = options;
  const puts = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (req.method === 'GET') {
      // Without a body there is no file yet, as on a server nobody has synced to.
      if (body === undefined) return res.writeHead(404, CORS).end();
      return res.writeHead(200, { ...CORS, 'content-type': 'application/octet-stream' }).end(body);
    }
    if (req.method !== 'PUT') return res.writeHead(201, CORS).end();

    puts.push(req.url ?? '/');
    if ('status' in options) {
      // Drained first: answering before the upload is read would make the client see a reset
      // connection instead of the status.
      req.resume();
      req.once('end', () => res.writeHead(options.status, CORS).end());
      return;
    }
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received >= options.hangAfterBytes) req.pause();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    puts,
    stop: () =>
      new Promise((resolve) => {
        // The stalled uploads would otherwise keep close() waiting for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
