import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { UNAUTHORIZED_MESSAGE, USER_KEY_FORBIDDEN_MESSAGE } from '../access';
import { loadConfig } from '../config';
import { chatCall, fakeEnv, startApp, startFake, type RunningApp } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';

let fake: FakeProviders & { url: string };
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

function appWith(env: Record<string, string>) {
  return createApp({ config: loadConfig({ ...fakeEnv(fake.url), ...env }) });
}

const chat = (model = 'gpt-4o-mini', text = 'hi') => JSON.parse(chatCall('openai', text, { model }).body) as unknown;
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('provider proxy: access', () => {
  let app: ReturnType<typeof appWith>;
  beforeAll(() => {
    app = appWith({ CODE: 'alpha,beta' });
  });

  it('refuses a request without code or key with the spec text', async () => {
    const response = await app.request('/api/openai/v1/chat/completions', post(chat()));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: true, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
  });

  it('accepts any configured code, as a bearer nk- value or in x-access-code', async () => {
    expect((await app.request('/api/openai/v1/chat/completions', post(chat(), { authorization: 'Bearer nk-beta' }))).status).toBe(200);
    expect((await app.request('/api/openai/v1/chat/completions', post(chat(), { 'x-access-code': 'alpha' }))).status).toBe(200);
    expect((await app.request('/api/openai/v1/chat/completions', post(chat(), { authorization: 'Bearer nk-gamma' }))).status).toBe(401);
  });

  it("lets a user's own key through without a code and forwards that key, not the server's", async () => {
    const response = await app.request('/api/openai/v1/chat/completions', post(chat(), { authorization: 'Bearer sk-user-own' }));
    // The fake only knows the server's key, so the user's key is refused upstream: proof it was sent.
    expect(response.status).toBe(401);
    expect(fake.last()?.headers.authorization).toBe('Bearer sk-user-own');
  });

  it('moves a Google user key from ?key= into the header', async () => {
    const call = chatCall('google', 'hi');
    await app.request(`/api/google/${call.path}&key=user-google-key`, { method: 'POST', headers: call.headers, body: call.body });
    expect(fake.last()?.headers['x-goog-api-key']).toBe('user-google-key');
    expect(fake.last()?.query).toBe('?alt=sse');
  });

  it('forwards only the query parameters a provider path uses', async () => {
    const response = await app.request(
      '/api/openai/v1/chat/completions?api_key=sk-smuggled&access_token=t&stream_options=x',
      post(chat(), { authorization: 'Bearer nk-alpha' }),
    );
    expect(response.status).toBe(200);
    expect(fake.last()?.query).toBe('');
    const call = chatCall('google', 'hi');
    await app.request(`/api/google/${call.path}&key=user-google-key&api_key=other`, { method: 'POST', headers: call.headers, body: call.body });
    expect(fake.last()?.query).toBe('?alt=sse');
  });

});

describe('provider proxy: administrator switches', () => {
  it('HIDE_USER_API_KEY refuses user keys with 403 but still takes codes', async () => {
    const app = appWith({ CODE: 'alpha', HIDE_USER_API_KEY: '1' });
    const refused = await app.request('/api/openai/v1/chat/completions', post(chat(), { authorization: 'Bearer sk-user' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: true, code: 'user_key_forbidden', message: USER_KEY_FORBIDDEN_MESSAGE });
    const anthropic = await app.request('/api/anthropic/v1/messages', post({}, { 'x-api-key': 'sk-ant-user', 'x-access-code': 'alpha' }));
    expect(anthropic.status).toBe(403);
    expect((await app.request('/api/openai/v1/chat/completions', post(chat(), { 'x-access-code': 'alpha' }))).status).toBe(200);
  });

  it('DISABLE_GPT4 refuses the GPT-4 family, keeps gpt-4o-mini, and checks Azure deployments', async () => {
    const app = appWith({ DISABLE_GPT4: 'true' });
    for (const model of ['gpt-4', 'gpt-4o', 'gpt-4-turbo', 'chatgpt-4o-latest', 'o1-mini']) {
      const response = await app.request('/api/openai/v1/chat/completions', post(chat(model)));
      expect(response.status, model).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'model_disabled' });
    }
    expect((await app.request('/api/openai/v1/chat/completions', post(chat('gpt-4o-mini')))).status).toBe(200);
    const azure = chatCall('azure', 'hi', { model: 'gpt-4' });
    expect((await app.request(`/api/azure/${azure.path}`, { method: 'POST', headers: azure.headers, body: azure.body })).status).toBe(403);
  });

  it('DISABLE_GPT4 holds against every spelling: none of them reaches the provider', async () => {
    const app = appWith({ DISABLE_GPT4: 'true', AZURE_DEPLOYMENTS: 'cheap=gpt-4o-mini,smart=gpt-4o' });
    const before = fake.received;
    const spellings = ['ft:gpt-4o-2024-08-06:acme::1', 'openai/gpt-4o', '\u00a0gpt-4o', 'gpt\u200b-4o', 'GPT-4O', 'ｇｐｔ－４ｏ', 'gpt-4o:latest'];
    for (const model of spellings) {
      const response = await app.request('/api/openai/v1/chat/completions', post(chat(model)));
      expect(response.status, JSON.stringify(model)).toBe(403);
    }
    const twice = await app.request('/api/openai/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"model":"gpt-4o"}',
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ code: 'duplicate_keys' });
    const gemini = chatCall('google', 'hi', { model: 'gpt-4o' });
    expect((await app.request(`/api/google/${gemini.path}`, { method: 'POST', headers: gemini.headers, body: gemini.body })).status).toBe(403);
    for (const [deployment, status] of [['smart', 403], ['prod', 403]] as const) {
      const azure = chatCall('azure', 'hi', { model: deployment });
      expect((await app.request(`/api/azure/${azure.path}`, { method: 'POST', headers: azure.headers, body: azure.body })).status, deployment).toBe(status);
    }
    // Azure's v1 surface names the deployment in the body; "gpt-4o-mini" could be any deployment.
    for (const body of ['{"model":"smart","messages":[]}', '{"model":"gpt-4o-mini","messages":[]}', '{"Model":"gpt-4o","messages":[]}']) {
      const response = await app.request('/api/azure/openai/v1/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json', 'api-key': 'k' }, body });
      expect(response.status, body).toBe(403);
    }
    expect(fake.received).toBe(before);
    const cheap = chatCall('azure', 'hi', { model: 'cheap' });
    expect((await app.request(`/api/azure/${cheap.path}`, { method: 'POST', headers: cheap.headers, body: cheap.body })).status).toBe(200);
  });

  it('answers 503 for a provider without an upstream URL', async () => {
    const app = createApp({ config: loadConfig({}) });
    const response = await app.request('/api/azure/openai/deployments/x/chat/completions', post(chat()));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'not_configured' });
  });

  it('answers 503 not_configured, not the provider\'s 401, for a provider the server has no key for', async () => {
    const app = createApp({ config: loadConfig({ OPENAI_API_KEY: 'sk-server' }) });
    for (const [id, variable] of [['anthropic', 'ANTHROPIC_API_KEY'], ['moonshot', 'MOONSHOT_API_KEY'], ['google', 'GOOGLE_API_KEY']] as const) {
      const call = chatCall(id, 'hi');
      const response = await app.request(`/api/${id}/${call.path}`, { method: 'POST', headers: call.headers, body: call.body });
      expect(response.status, id).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'not_configured', message: `The server has no ${variable}; enter your own key in settings` });
    }
  });

  it('calls an address the administrator chose without a key as it is (a local server that takes none)', async () => {
    const app = appWith({ MOONSHOT_API_KEY: '' });
    const call = chatCall('moonshot', 'hi');
    const response = await app.request(`/api/moonshot/${call.path}`, { method: 'POST', headers: call.headers, body: call.body });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('not_configured');
  });

  it('never hands the server Baidu token to a client', async () => {
    const app = appWith({});
    const response = await app.request('/api/baidu/oauth/2.0/token?grant_type=client_credentials', { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('answers 502 without details when the upstream cannot be reached', async () => {
    const closed = await startApp({});
    await closed.close();
    const app = createApp({ config: loadConfig({ BASE_URL: closed.url, OPENAI_API_KEY: 'sk-secret-x' }) });
    const response = await app.request('/api/openai/v1/models');
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toContain('upstream_unreachable');
    expect(text).toContain('ECONNREFUSED');
    expect(text).not.toContain('sk-secret-x');
  });
});

describe('provider proxy: paths', () => {
  let app: ReturnType<typeof appWith>;
  beforeAll(() => {
    app = appWith({});
  });

  it.each(['/api/openai/v1/files', '/api/openai/v1/chat/completions/', '/api/openai/v1%2Fchat%2Fcompletions', '/api/anthropic/v1/complete', '/api/google/v1beta/models/x:embedContent', '/api/proxy/azure/openai/v1/chat/completions', '/api/evil/v1/chat/completions'])(
    'refuses %s',
    async (path) => {
      const before = fake.received;
      const response = await app.request(path, post(chat()));
      expect(response.status).toBe(404);
      expect(fake.received).toBe(before);
    },
  );

  it('refuses methods other than GET and POST', async () => {
    expect((await app.request('/api/openai/v1/models', { method: 'DELETE' })).status).toBe(405);
  });

  describe('over a real socket', () => {
    let running: RunningApp;
    beforeAll(async () => {
      running = await startApp(fakeEnv(fake.url));
    });
    afterAll(() => running.close());

    /** Raw request line, so dot segments reach the server as sent rather than resolved by fetch. */
    function raw(path: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const url = new URL(running.url);
        const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    }

    it.each(['/api/openai/../../etc/passwd', '/api/openai/v1/chat/completions/../../files', '/api/openai/%2e%2e/%2e%2e/etc/passwd', '/api/openai/v1/models/..%2f..%2ffiles'])(
      'refuses %s',
      async (path) => {
        const before = fake.received;
        expect(await raw(path)).toBe(404);
        expect(fake.received).toBe(before);
      },
    );
  });
});
