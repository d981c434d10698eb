// A small plugin API for end-to-end tests of plugin tools: weather operations described by an
// OpenAPI document, answered with JSON and CORS headers (the browser calls it straight from the
// page), every call recorded with what arrived and whether the caller hung up.
//
// The fake providers call the first tool they are offered with {"query": <the user's message>},
// so every operation takes a "query" parameter and a test picks the operation by listing it first.

import { createServer } from 'node:http';

/** The operations, by operationId: path and what they do. */
const OPERATIONS = {
  getWeather: { path: '/weather', summary: 'Current weather for a place named in the query' },
  getOutage: { path: '/outage', summary: 'Weather from a station that is down (answers 500)' },
  getSlowWeather: { path: '/slow', summary: 'Weather that takes until the test releases it' },
};

/**
 * The plugin's OpenAPI document in YAML, with `operationIds` in that order (the first is the one
 * the fake provider calls). The query parameter is described through a $ref, as real documents do.
 */
export function pluginDocument(baseUrl, operationIds = Object.keys(OPERATIONS)) {
  const paths = operationIds
    .map((id) => {
      const { path, summary } = OPERATIONS[id];
      return `  ${path}:\n    get:\n      operationId: ${id}\n      summary: ${summary}\n      parameters:\n        - $ref: '#/components/parameters/Query'`;
    })
    .join('\n');
  return `openapi: 3.0.1
info:
  title: Fake weather
  version: 1.0.0
servers:
  - url: ${baseUrl}/v1
paths:
${paths}
components:
  parameters:
    Query:
      name: query
      in: query
      required: true
      description: The place, in words
      schema:
        type: string
`;
}

function corsHeaders(req) {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    // A wildcard does not cover Authorization; echoing the asked-for headers does.
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
  };
}

export function createPluginApi() {
  const calls = [];
  const held = new Set();

  function json(req, res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json', ...corsHeaders(req) });
    res.end(JSON.stringify(body));
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://plugin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      return res.end();
    }
    const call = {
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      aborted: false,
      answered: false,
    };
    calls.push(call);
    res.on('close', () => {
      if (!res.writableFinished) call.aborted = true;
    });
    const place = url.searchParams.get('query') ?? '';
    if (url.pathname === '/v1/weather') {
      call.answered = true;
      return json(req, res, 200, { place, forecast: 'sunny', temperatureC: 21 });
    }
    if (url.pathname === '/v1/outage') {
      call.answered = true;
      return json(req, res, 500, { error: 'weather station offline' });
    }
    if (url.pathname === '/v1/slow') {
      await new Promise((resolve) => held.add(resolve));
      if (res.destroyed) return;
      call.answered = true;
      return json(req, res, 200, { place, forecast: 'late but sunny' });
    }
    return json(req, res, 404, { error: `no ${req.method} ${url.pathname}` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });

  return {
    server,
    calls,
    /** Listens on 127.0.0.1; port 0 picks a free one. */
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise((resolve) => server.listen(port, host, resolve));
      return { port: server.address().port, url: `http://${host}:${server.address().port}` };
    },
    /** Lets every held /slow call answer. */
    release() {
      for (const resolve of held) resolve();
      held.clear();
    },
    get heldCount() {
      return held.size;
    },
    async close() {
      this.release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
