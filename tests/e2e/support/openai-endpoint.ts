// A custom OpenAI-compatible endpoint for the web build's direct calls (a local Ollama, LM Studio,
// or a host a link names), which records what each request carried.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Endpoint {
  url: string;
  seen: Array<{ method: string; path: string; authorization?: string; accessCode?: string }>;
  close(): Promise<void>;
}

/** An OpenAI-compatible endpoint that streams "Hello from the endpoint"; with `cors`, it lets any
 * page call it, as OLLAMA_ORIGINS=* would. */
export async function startEndpoint(cors: boolean): Promise<Endpoint> {
  const seen: Endpoint['seen'] = [];
  const server = http.createServer((req, res) => {
    const allow = cors ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type, x-access-code', 'access-control-allow-methods': 'GET, POST' } : {};
    if (req.method === 'OPTIONS') return res.writeHead(204, allow).end();
    seen.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, accessCode: req.headers['x-access-code'] as string | undefined });
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/models')) {
        return res.writeHead(200, { 'content-type': 'application/json', ...allow }).end(JSON.stringify({ object: 'list', data: [{ id: 'llama3.2', object: 'model' }] }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', ...allow });
      for (const piece of ['Hello', ' from', ' the', ' endpoint']) res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    // The page still holds its keep-alive connections when the test ends; close waits for none.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

