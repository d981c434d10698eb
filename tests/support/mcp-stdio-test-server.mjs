// A real local (stdio) MCP server for tests (the SDK's McpServer on its stdio transport). It
// prints a line that is not protocol before anything else, as many programs do, and its one tool,
// `environment`, answers with the names of the variables it was started with and its arguments.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

process.stdout.write('stdio test server starting (this line is not protocol)\n');
process.stderr.write('stdio test server: ready\n');

const server = new McpServer({ name: 'stdio-test-server', version: '1.0.0' });
server.registerTool('environment', { description: 'The variable names and arguments this process got' }, () => ({
  content: [{ type: 'text', text: JSON.stringify({ env: Object.keys(process.env).sort(), argv: process.argv.slice(2), declared: process.env.NOTES_DIR ?? null }) }],
}));
await server.connect(new StdioServerTransport());
