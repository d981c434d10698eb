// MCP (Model Context Protocol): what the page and the server agree on about reaching MCP servers.

/** The server's relay for MCP servers that do not allow the page's origin (no CORS answer):
 *   <METHOD> /api/mcp-relay?endpoint=<the MCP server's or its authorization server's absolute URL>
 * The request (method, body, and the MCP and OAuth headers) goes to the endpoint unchanged and the
 * answer, streamed ones included, comes back unchanged. The server keeps no MCP state. */
export const MCP_RELAY_ROUTE = '/api/mcp-relay';
/** The query parameter of the relay that names where the request goes. */
export const MCP_RELAY_ENDPOINT_PARAM = 'endpoint';
/** The relay's refusal (403, in `code`) when the server has no access code and the endpoint, or a
 * host it redirects to, is not one the administrator listed: without a code anyone may use the
 * relay, so it goes only to listed hosts rather than be an open proxy. */
export const MCP_RELAY_CLOSED_CODE = 'relay_closed';
