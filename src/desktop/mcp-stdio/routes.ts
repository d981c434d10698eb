// The desktop server's routes for local MCP servers (core/mcp/local-command.ts names them). They
// sit behind the launch gate, so only the app's own window reaches them; a process starts only
// from the start route, with the command line the page sends once the user has allowed it.

import { Hono } from 'hono';
import { localCommandSchema } from '../../core/mcp/local-command';
import type { LocalServers } from './local-servers';

/** A start request is a command line: a few kilobytes at most. */
const MAX_START_BODY_BYTES = 512 * 1024;

export function localMcpRoutes(servers: LocalServers): Hono {
  const app = new Hono();
  app.post('/:id/start', async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_START_BODY_BYTES) return c.json({ error: 'tooLarge' }, 413);
    const body = await c.req.text();
    if (body.length > MAX_START_BODY_BYTES) return c.json({ error: 'tooLarge' }, 413);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return c.json({ error: 'invalid' }, 400);
    }
    const command = localCommandSchema.safeParse(parsed);
    if (!command.success) return c.json({ error: 'invalid' }, 400);
    const result = await servers.start(c.req.param('id'), command.data);
    if (result.ok) return c.json({ started: true });
    return result.reason === 'tooMany' ? c.json({ error: 'tooMany' }, 429) : c.json({ error: 'cannotStart', detail: result.detail }, 502);
  });
  app.post('/:id/stop', async (c) => {
    await servers.stop(c.req.param('id'));
    return c.json({ stopped: true });
  });
  app.all('/:id/mcp', async (c) => {
    const answer = await servers.handle(c.req.param('id'), c.req.raw);
    return answer ?? c.json({ error: 'notStarted' }, 409);
  });
  return app;
}
