import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_PATH, RELAY_TARGET_HEADER } from '../../core/providers/relay';
import { chatCall, parseSse, replyText, startApp, startFake, type RunningApp } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';
import { createLaunchGate, launchUrl, type LaunchGate } from '../launch-gate';

const USER_KEY = 'sk-user-own-key';
let fake: FakeProviders & { url: string };
let app: RunningApp;
let gate: LaunchGate;
let cookie = '';

beforeAll(async () => {
  fake = await startFake({ openai: USER_KEY });
  gate = createLaunchGate();
  app = await startApp({ HOSTNAME: '127.0.0.1' }, { desktop: { gate } });
  gate.host = new URL(app.url).host;
  const launched = await fetch(launchUrl(gate), { redirect: 'manual' });
  cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

const relayed = (target: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  // As the window sends them: its cookie and its own origin (the gate refuses a write from any other).
  fetch(`${app.url}${RELAY_PATH}`, { ...init, headers: { cookie, origin: app.url, [RELAY_TARGET_HEADER]: target, ...init.headers } });

describe('the desktop relay', () => {
  it('streams a provider call with the user key to the URL it names', async () => {
    const call = chatCall('openai', 'hello through the relay');
    const response = await relayed(`${fake.url}/openai/${call.path}`, {
      method: 'POST',
      headers: { ...call.headers, authorization: `Bearer ${USER_KEY}` },
      body: call.body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(replyText('openai', parseSse(await response.text()))).not.toBe('');
    const seen = fake.requests.at(-1);
    expect(seen?.headers.authorization).toBe(`Bearer ${USER_KEY}`);
    // The window's own cookie and the relay's header stay on this machine.
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers[RELAY_TARGET_HEADER]).toBeUndefined();
  });

  it("passes the provider's refusal of a wrong key through as it is", async () => {
    const call = chatCall('openai', 'wrong key');
    const response = await relayed(`${fake.url}/openai/${call.path}`, { method: 'POST', headers: { ...call.headers, authorization: 'Bearer sk-wrong' }, body: call.body });
    expect(response.status).toBe(401);
  });

  it('refuses a target that is not an http URL, and methods a provider call never uses', async () => {
    expect((await relayed('file:///etc/passwd')).status).toBe(400);
    expect((await relayed('not a url')).status).toBe(400);
    expect((await relayed(`${fake.url}/openai/v1/models`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers an unreachable endpoint with a problem that names the host only', async () => {
    const response = await relayed('http://127.0.0.1:9/v1/chat/completions?key=secret', { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toContain('127.0.0.1:9');
    expect(text).not.toContain('secret');
  });

  it('is closed to a caller without the session cookie', async () => {
    const response = await fetch(`${app.url}${RELAY_PATH}`, { method: 'POST', headers: { [RELAY_TARGET_HEADER]: `${fake.url}/openai/v1/models` } });
    expect(response.status).toBe(403);
  });
});
