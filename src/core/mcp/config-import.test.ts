import { describe, expect, it } from 'vitest';
import { MCP_IMPORT_MAX_ENTRIES, parseMcpConfig } from './config-import';
import { mcpServerUrl } from './server-url';

describe('reading another client\'s MCP configuration', () => {
  it('imports url entries with their transport, names stdio entries, and sets aside those without a usable URL', () => {
    const result = parseMcpConfig(
      JSON.stringify({
        mcpServers: {
          docs: { url: 'https://docs.example/mcp', type: 'http' },
          legacy: { serverUrl: 'https://old.example/sse', type: 'sse' },
          plain: { url: ' http://192.168.1.5:8080/mcp ' },
          files: { command: 'npx', args: ['-y', 'server-files'] },
          typed: { type: 'stdio', command: 'uvx' },
          ftp: { url: 'ftp://files.example/' },
          odd: { url: 'https://x.example/', type: 'websocket' },
          broken: 'https://not-an-object.example/',
        },
      }),
    );
    expect(result).toEqual({
      ok: true,
      servers: [
        { name: 'docs', url: 'https://docs.example/mcp', transport: 'streamable-http' },
        { name: 'legacy', url: 'https://old.example/sse', transport: 'sse' },
        { name: 'plain', url: 'http://192.168.1.5:8080/mcp' },
      ],
      local: ['files', 'typed'],
      localServers: [
        { name: 'files', url: '', command: 'npx', args: ['-y', 'server-files'], env: {} },
        { name: 'typed', url: '', command: 'uvx', args: [], env: {} },
      ],
      invalid: ['ftp', 'odd', 'broken'],
    });
  });

  it('reads a local entry\'s command line whole, and none that is malformed', () => {
    const result = parseMcpConfig(
      JSON.stringify({
        mcpServers: {
          notes: { command: 'node', args: ['server.js', '; rm -rf ~'], env: { NOTES_DIR: '/n', TOKEN: 'a=b' } },
          badArgs: { command: 'node', args: 'server.js' },
          badEnv: { command: 'node', env: { 'NOT A NAME': 'x' } },
          noCommand: { type: 'stdio' },
        },
      }),
    );
    expect(result).toMatchObject({
      local: ['notes', 'badArgs', 'badEnv', 'noCommand'],
      localServers: [{ name: 'notes', url: '', command: 'node', args: ['server.js', '; rm -rf ~'], env: { NOTES_DIR: '/n', TOKEN: 'a=b' } }],
    });
  });

  it('accepts a top-level "servers" as other editors write it', () => {
    expect(parseMcpConfig('{"servers": {"a": {"url": "https://a.example/mcp"}}}')).toMatchObject({ ok: true, servers: [{ name: 'a' }] });
  });

  it('refuses what is not JSON, and JSON without a server table', () => {
    for (const text of ['', '{"mcpServers": {', 'mcpServers: {}', '{"mcpServers": {"a": {"url": "https://a"}},}']) {
      expect(parseMcpConfig(text)).toEqual({ ok: false, problem: 'json' });
    }
    for (const text of ['null', '[]', '"text"', '42', '{}', '{"mcpServers": []}', '{"mcpServers": "x"}', '{"mcpServers": null}']) {
      expect(parseMcpConfig(text)).toEqual({ ok: false, problem: 'shape' });
    }
  });

  it('reads no more than its limit of entries', () => {
    const many = Object.fromEntries(Array.from({ length: MCP_IMPORT_MAX_ENTRIES + 5 }, (_, i) => [`s${i}`, { url: `https://s${i}.example/` }]));
    const result = parseMcpConfig(JSON.stringify({ mcpServers: many }));
    expect(result.ok && result.servers.length).toBe(MCP_IMPORT_MAX_ENTRIES);
  });
});

describe('an MCP server URL', () => {
  it('is an absolute http or https URL', () => {
    expect(mcpServerUrl(' https://mcp.example/mcp ')).toBe('https://mcp.example/mcp');
    expect(mcpServerUrl('http://127.0.0.1:3000/mcp')).toBe('http://127.0.0.1:3000/mcp');
    for (const bad of ['', 'mcp.example/mcp', '/mcp', 'ftp://mcp.example/', 'javascript:alert(1)', 'file:///etc/passwd', 'http://']) {
      expect(mcpServerUrl(bad)).toBeUndefined();
    }
  });
});
