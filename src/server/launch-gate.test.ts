import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLaunchGate, launchUrl, LAUNCH_PATH, type LaunchGate } from './launch-gate';

function desktopApp(): { gate: LaunchGate; request: (path: string, headers?: Record<string, string>) => Promise<Response> } {
  const gate = createLaunchGate();
  gate.host = '127.0.0.1:4321';
  const app = createApp({ config: loadConfig({}), desktop: { gate } });
  return { gate, request: (path, headers = {}) => Promise.resolve(app.request(`http://127.0.0.1:4321${path}`, { headers: { host: gate.host, ...headers } })) };
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the desktop launch gate', () => {
  it('trades the launch token once for a session cookie that no other site can send', async () => {
    const { gate, request } = desktopApp();
    const token = gate.launchToken;
    expect(launchUrl(gate)).toBe(`http://127.0.0.1:4321${LAUNCH_PATH}${token}`);
    const launched = await request(`${LAUNCH_PATH}${token}`);
    expect(launched.status).toBe(302);
    expect(launched.headers.get('location')).toBe('/');
    const setCookie = launched.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);

    const health = await request('/api/health', { cookie: cookieOf(launched) });
    expect(health.status).toBe(200);
    // Spent: the token a command line may show opens nothing a second time.
    expect((await request(`${LAUNCH_PATH}${token}`)).status).toBe(403);
  });

  it('refuses a request without the session cookie, or with a wrong one', async () => {
    const { gate, request } = desktopApp();
    expect((await request('/api/health')).status).toBe(403);
    expect((await request('/api/config', { cookie: 'polychat-session=guess' })).status).toBe(403);
    expect((await request(`${LAUNCH_PATH}not-the-token`)).status).toBe(403);
    expect(gate.launchToken).not.toBe('');
  });

  it('refuses another Host even with the right cookie (DNS rebinding)', async () => {
    const { gate, request } = desktopApp();
    const launched = await request(`${LAUNCH_PATH}${gate.launchToken}`);
    const response = await request('/api/health', { cookie: cookieOf(launched), host: 'attacker.example:4321' });
    expect(response.status).toBe(421);
    expect(await response.text()).not.toContain(gate.sessionSecret);
  });

  it('refuses everything until the server knows its own address', async () => {
    const gate = createLaunchGate();
    const app = createApp({ config: loadConfig({}), desktop: { gate } });
    expect((await app.request(`${LAUNCH_PATH}${gate.launchToken}`, { headers: { host: '' } })).status).toBe(421);
  });

  it('is absent from the web server', async () => {
    const app = createApp({ config: loadConfig({}) });
    expect((await app.request('/api/health')).status).toBe(200);
    expect((await app.request('/api/relay', { method: 'POST', headers: { 'x-relay-to': 'http://127.0.0.1:1/' } })).status).toBe(404);
  });
});
