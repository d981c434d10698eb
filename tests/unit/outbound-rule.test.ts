// One way to call out (eslint.config.js): a bare fetch anywhere in src but the call-out and the
// server's safe-fetch fails the lint; tests and their fakes may call fetch.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });
/** Loading the configuration and its parser, once, takes seconds on a busy machine; the cases after it do not. */
const ESLINT_LOAD_LIMIT_MS = 120_000;

beforeAll(() => eslint.lintText('', { filePath: join(ROOT, 'src/web/x.ts') }), ESLINT_LOAD_LIMIT_MS);

/** The rules that fired on `code`, were it the file at `path`. */
async function rulesFiring(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the one way to call out', () => {
  it.each([
    ['a bare fetch in a screen', "export const load = () => fetch('/api/config');", 'src/web/screens/x.ts'],
    ['fetch handed on as a value', 'export const send = (run: (f: typeof globalThis.fetch) => void) => run(fetch);', 'src/web/services/x.ts'],
    ['a fetch off the global object', "export const load = () => globalThis.fetch('/api/config');", 'src/web/services/x.ts'],
    ['a fetch off the window', "export const load = () => window.fetch('/api/config');", 'src/web/app/x.tsx'],
    ['a fetch in a worker', "export const load = () => self.fetch('/api/config');", 'src/web/services/engine/x.worker.ts'],
    ['a fetch in core', "export const load = () => fetch('https://api.openai.com/v1/models');", 'src/core/providers/x.ts'],
    ['a fetch in a server route', "export const load = () => fetch('https://example.com/');", 'src/server/routes/x.ts'],
    ['node’s http client in a server route', "import https from 'node:https';\nexport const load = () => https.get('https://example.com/');", 'src/server/routes/x.ts'],
    ['node’s request, imported by name', "import { request } from 'node:http';\nexport const load = () => request('http://example.com/');", 'src/server/routes/x.ts'],
  ])('refuses %s', async (_label, code, path) => {
    expect((await rulesFiring(code, path)).some((rule) => rule.startsWith('no-restricted-'))).toBe(true);
  });

  it.each([
    ['the call-out itself', 'export const send = (url: string, init: RequestInit) => fetch(url, init);', 'src/web/services/http/call-out.ts'],
    ['the server’s safe fetch', "import http from 'node:http';\nexport const load = () => http.get('http://example.com/');", 'src/server/safe-fetch.ts'],
    ['a unit test', "export const load = () => fetch('/api/config');", 'src/web/services/x.test.ts'],
    ['an engine test helper', "export const load = () => fetch('/api/config');", 'src/web/services/engine/test-support.ts'],
    ['a fake provider', "export const load = () => fetch('http://127.0.0.1/');", 'tests/fakes/x.ts'],
    ['the desktop relay, which wraps the scope’s fetch it is given', 'export const wrap = (scope: { fetch: typeof fetch }) => scope.fetch;', 'src/web/services/x.ts'],
  ])('allows %s', async (_label, code, path) => {
    expect(await rulesFiring(code, path)).toEqual([]);
  });
});
