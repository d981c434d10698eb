import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_KEYS, chatCall, fakeEnv, parseSse, replyText, startApp, startFake, type RunningApp } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';
import { UNAUTHORIZED_MESSAGE } from '../access';
import { createApp } from '../app';
import { loadConfig } from '../config';

const CODE = 'group-code';
/** The fake accepts only these keys for OpenAI and Anthropic: a 200 proves the group's token went upstream. */
const GROUP_TOKENS = { openai: 'sk-group-three-4c1e', anthropic: 'sk-ant-group-four-9d2' };
const BAIDU_GROUP_TOKEN = `${SERVER_KEYS.baidu.apiKey}:${SERVER_KEYS.baidu.secretKey}`;

let fake: FakeProviders & { url: string };
let app: RunningApp;

/** Group 0 keeps its default (no token), 2 is Baidu with a key pair, 3 OpenAI-style, 4 switched to
 * Anthropic, 5 (medical) keeps its default server path, which is not a URL. */
function groupsEnv(fakeUrl: string): string {
  return JSON.stringify([
    null,
    null,
    { url: `${fakeUrl}/baidu`, token: BAIDU_GROUP_TOKEN },
    { url: `${fakeUrl}/openai`, token: GROUP_TOKENS.openai },
    { provider: 'anthropic', url: `${fakeUrl}/anthropic`, token: GROUP_TOKENS.anthropic },
  ]);
}

beforeAll(async () => {
  fake = await startFake({ ...SERVER_KEYS, ...GROUP_TOKENS });
  app = await startApp({ ...fakeEnv(fake.url), CODE, PROVIDER_GROUPS: groupsEnv(fake.url) });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

function sendToGroup(index: number, path: string, body: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return fetch(`${app.url}/api/group/${index}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer nk-${CODE}`, cookie: 'session=browser-secret', ...headers },
    body,
    signal,
  });
}

const openaiChat = (text: string, model = 'gpt-4o-mini') => chatCall('openai', text, { model }).body;

describe('provider group proxy', () => {
  it('streams a chat through group 3 with the group token injected upstream and never returned', async () => {
    const response = await sendToGroup(3, 'v1/chat/completions', openaiChat('hello group'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(replyText('openai', parseSse(text))).toBe('Echo: hello group');

    const seen = fake.last();
    expect(seen?.path).toBe('/openai/v1/chat/completions');
    expect(seen?.headers.authorization).toBe(`Bearer ${GROUP_TOKENS.openai}`);
    expect(seen?.headers.cookie).toBeUndefined();
    expect(JSON.stringify(seen?.headers)).not.toContain(CODE);
    const answer = text + JSON.stringify([...response.headers]);
    expect(answer).not.toContain(GROUP_TOKENS.openai);
    expect(answer).not.toContain(SERVER_KEYS.openai);
  });

  it('puts the token where the group provider expects it: Anthropic x-api-key, Baidu OAuth pair', async () => {
    const claude = chatCall('anthropic', 'hello claude');
    const anthropic = await sendToGroup(4, claude.path, claude.body);
    expect(replyText('anthropic', parseSse(await anthropic.text()))).toBe('Echo: hello claude');
    expect(fake.last()?.headers['x-api-key']).toBe(GROUP_TOKENS.anthropic);
    expect(fake.last()?.headers['anthropic-version']).toBe('2023-06-01');

    const ernie = chatCall('baidu', 'hello ernie');
    const baidu = await sendToGroup(2, ernie.path, ernie.body);
    expect(replyText('baidu', parseSse(await baidu.text()))).toBe('Echo: hello ernie');
    expect(fake.last()?.query).toMatch(/access_token=24\.fake-token\.\d+/);
  });

  it('passes the client abort on to the upstream', async () => {
    const controller = new AbortController();
    const response = await sendToGroup(3, 'v1/chat/completions', openaiChat('[[fake:hold]] abort me'), {}, controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const upstreamRequest = fake.last();
    controller.abort();
    for (let i = 0; i < 100 && !upstreamRequest?.aborted; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(upstreamRequest?.aborted).toBe(true);
    fake.release();
  });

  it("refuses a path the group's provider does not allow, before reaching the upstream", async () => {
    const before = fake.received;
    for (const path of ['v1/files', 'v1/messages', 'v1/chat/completions/../../../admin', 'v1%2Fchat%2Fcompletions']) {
      const response = await sendToGroup(3, path, openaiChat('no'));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'path_not_allowed' });
    }
    expect(fake.received).toBe(before);
    expect((await fetch(`${app.url}/api/group/6/v1/chat/completions`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a request without a valid access code when CODE is set', async () => {
    const before = fake.received;
    const none = await sendToGroup(3, 'v1/chat/completions', openaiChat('no'), { authorization: '' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: true, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
    const wrong = await sendToGroup(3, 'v1/chat/completions', openaiChat('no'), { authorization: 'Bearer nk-wrong' });
    expect(wrong.status).toBe(401);
    expect(fake.received).toBe(before);
  });

  it("forwards a user's own key instead of the group token", async () => {
    const response = await sendToGroup(3, 'v1/chat/completions', openaiChat('mine'), { authorization: 'Bearer sk-user-own' });
    // The fake only knows the group token, so the user's key is refused upstream: proof it was sent.
    expect(response.status).toBe(401);
    expect(fake.last()?.headers.authorization).toBe('Bearer sk-user-own');
  });

  it('answers 503 for a group without a token or without a URL', async () => {
    const before = fake.received;
    const noToken = await sendToGroup(0, 'v1/chat/completions', openaiChat('no'));
    expect(noToken.status).toBe(503);
    expect(await noToken.json()).toEqual({
      error: true,
      code: 'not_configured',
      message: 'The server has no token for provider group 0; the administrator sets it in PROVIDER_GROUPS, or enter your own key in settings',
    });
    const noUrl = await sendToGroup(5, 'v1/chat/completions', openaiChat('no'), { authorization: 'Bearer sk-user-own' });
    expect(noUrl.status).toBe(503);
    expect(await noUrl.json()).toMatchObject({ code: 'not_configured', message: expect.stringContaining('no upstream URL for provider group 5') });
    expect(fake.received).toBe(before);
  });

  it('applies DISABLE_GPT4 to groups too', async () => {
    const strict = createApp({ config: loadConfig({ DISABLE_GPT4: '1', PROVIDER_GROUPS: groupsEnv(fake.url) }) });
    const post = (model: string) =>
      strict.request('/api/group/3/v1/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: openaiChat('hi', model) });
    const blocked = await post('gpt-4o');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: 'model_disabled' });
    expect((await post('gpt-4o-mini')).status).toBe(200);
  });
});
