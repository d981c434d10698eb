// The encoded-path corpus against a real WebDAV server (rclone): with only <server>/dav listed, no
// spelling of a step up, in the endpoint's path or in the relayed rest, reads or writes anything
// outside that folder.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { hasRclone, startWebdav, type WebdavServer } from '../../../tests/fakes/webdav-server.mjs';
import { WEBDAV_ROUTE } from './webdav';

const USER = 'alice';
const PASS = 's3cret';
const BASIC = `Basic ${Buffer.from(`${USER}:${PASS}`).toString('base64')}`;
const SECRET = '{"secret":"outside the listed folder"}';

/** Each is a step up to some server: decoded once ("..%2f"), decoded twice ("..%252f"), read as a
 * separator by Windows ("..%5c") or as ".." by Java (";" parameters). */
const STEPS_UP = ['..%2f', '..%2F', '%2e%2e%2f', '.%2e%2f', '%2e.%2f', '..%5c', '%2e%2e%5c', '..;', '%2e%2e;', '..%3b', '..%252f', '..%00', '...', '..%20'];

/** Every file and folder under dir, files with their content, except the listed folder's. */
function outside(dir: string, listed: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (path === join(dir, listed)) continue;
      const isFolder = statSync(path).isDirectory();
      found[relative(dir, path)] = isFolder ? '(folder)' : readFileSync(path, 'utf8');
      if (isFolder) walk(path);
    }
  };
  walk(dir);
  return found;
}

describe.skipIf(!hasRclone)('WebDAV relay against rclone: encoded steps up', () => {
  let dav: WebdavServer;
  beforeAll(async () => {
    dav = await startWebdav({ user: USER, pass: PASS });
    mkdirSync(join(dav.dir, 'dav', 'polychat'), { recursive: true });
    mkdirSync(join(dav.dir, 'outside'));
    writeFileSync(join(dav.dir, 'backup.json'), SECRET);
    writeFileSync(join(dav.dir, 'outside', 'backup.json'), SECRET);
  });
  afterAll(() => dav.stop());

  const app = () => createApp({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: `${dav.url}dav` }) });
  /** GET and PUT of a backup; MKCOL is the folder check, asked for as a GET. */
  const call = (path: string, endpoint: string, method: 'GET' | 'PUT' | 'MKCOL') =>
    app().request(`${WEBDAV_ROUTE}/${method === 'MKCOL' ? path.replace(/backup\.json$/, '') : path}?endpoint=${encodeURIComponent(endpoint)}${method === 'MKCOL' ? '&proxy_method=MKCOL' : ''}`, {
      method: method === 'MKCOL' ? 'GET' : method,
      headers: { authorization: BASIC },
      ...(method === 'PUT' ? { body: new TextEncoder().encode('{"overwritten":true}') } : {}),
    });
  const METHODS = ['GET', 'PUT', 'MKCOL'] as const;

  it('relays the listed folder itself', async () => {
    const before = outside(dav.dir, 'dav');
    expect((await call('polychat/backup.json', `${dav.url}dav/`, 'PUT')).status).toBe(201);
    expect(readFileSync(join(dav.dir, 'dav', 'polychat', 'backup.json'), 'utf8')).toBe('{"overwritten":true}');
    expect((await call('polychat/backup.json', `${dav.url}dav/`, 'GET')).status).toBe(200);
    expect((await call('fresh/backup.json', `${dav.url}dav/`, 'MKCOL')).status).toBe(201);
    // The listed folder spelled with an encoded letter is still the listed folder.
    expect((await call('polychat/backup.json', `${dav.url}%64av/`, 'GET')).status).toBe(200);
    expect(statSync(join(dav.dir, 'dav', 'fresh')).isDirectory()).toBe(true);
    expect(outside(dav.dir, 'dav')).toEqual(before);
  });

  /** Every call is made before anything is asserted, so that a failure shows what reached the disk. */
  async function attempt(calls: Array<[path: string, endpoint: string]>) {
    const before = outside(dav.dir, 'dav');
    const statuses: Record<string, number> = {};
    for (const [path, endpoint] of calls) {
      for (const method of METHODS) {
        const response = await call(path, endpoint, method);
        expect(await response.text(), `${method} ${path} at ${endpoint}`).not.toContain('outside the listed folder');
        statuses[`${method} ${path} at ${endpoint}`] = response.status;
      }
    }
    expect(outside(dav.dir, 'dav')).toEqual(before);
    expect(Object.entries(statuses).filter(([, status]) => status !== 400)).toEqual([]);
  }

  it.each(STEPS_UP)('refuses %s in the endpoint path, reading and writing nothing outside', (step) =>
    attempt([`${dav.url}dav/${step}`, `${dav.url}dav/${step}/outside/`, `${dav.url}dav/polychat/${step}/${step}/`].map((endpoint) => ['backup.json', endpoint])),
  );

  it.each(STEPS_UP)('refuses %s in the relayed path, reading and writing nothing outside', (step) =>
    attempt([`${step}/backup.json`, `polychat/${step}/${step}/backup.json`, `${step}/outside/backup.json`].map((path) => [path, `${dav.url}dav/`])),
  );
});
