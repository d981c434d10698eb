import { describe, expect, it } from 'vitest';
import { appWithFake } from '../../../tests/fakes/app-with-fake';
import { CHAT_PROVIDERS, SERVER_KEYS, chatCall, parseSse, replyText, type ChatProvider } from '../../../tests/fakes/harness';
import { replyPieces } from '../../../tests/fakes/requests.mjs';

const CODE = 'open-sesame';
const running = appWithFake({ CODE });

function send(id: ChatProvider, text: string, extra: Record<string, string> = {}, prefix = `/api/${id}`, signal?: AbortSignal) {
  const call = chatCall(id, text);
  return fetch(`${running.app.url}${prefix}/${call.path}`, {
    method: 'POST',
    headers: { ...call.headers, authorization: `Bearer nk-${CODE}`, cookie: 'session=browser-secret', 'x-forwarded-for': '203.0.113.9', ...extra },
    body: call.body,
    signal,
  });
}

/** Where the fake saw the server's key for each provider. */
function injectedKey(id: ChatProvider): [string, string | RegExp] {
  switch (id) {
    case 'azure':
      return ['api-key', SERVER_KEYS.azure];
    case 'anthropic':
      return ['x-api-key', SERVER_KEYS.anthropic];
    case 'google':
      return ['x-goog-api-key', SERVER_KEYS.google];
    case 'baidu':
      return ['query', /access_token=24\.fake-token\.\d+/];
    case 'tencent':
      return ['authorization', /^TC3-HMAC-SHA256 Credential=AKIDserverEXAMPLE\//];
    default:
      return ['authorization', `Bearer ${SERVER_KEYS[id]}`];
  }
}

const ALL_SECRETS = [CODE, 'browser-secret', SERVER_KEYS.openai, SERVER_KEYS.azure, SERVER_KEYS.google, SERVER_KEYS.anthropic, SERVER_KEYS.bytedance, SERVER_KEYS.alibaba, SERVER_KEYS.moonshot, 'spark-secret', 'baidu-sk', 'tencent-server-secret'];

describe('provider proxy: streaming', () => {
  it.each(CHAT_PROVIDERS)('%s: streams the reply, injects the server key, leaks nothing', async (id) => {
    const response = await send(id, `hello ${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(replyText(id, parseSse(text))).toBe(`Echo: hello ${id}`);

    const seen = running.fake.requests.filter((request) => !request.path.includes('oauth')).at(-1);
    const [where, expected] = injectedKey(id);
    const actual = where === 'query' ? seen?.query : String(seen?.headers[where] ?? '');
    if (expected instanceof RegExp) expect(actual).toMatch(expected);
    else expect(actual).toBe(expected);
    // Only the allowlisted headers left the server: no cookie, no forwarding headers, no access code.
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers['x-forwarded-for']).toBeUndefined();
    expect(JSON.stringify(seen?.headers)).not.toContain(CODE);

    const answer = text + JSON.stringify([...response.headers]);
    for (const secret of ALL_SECRETS) expect(answer).not.toContain(secret);
  });

  it('answers the static-export alias /api/proxy/<name> like /api/<id>', async () => {
    const response = await send('moonshot', 'via alias', {}, '/api/proxy/moonshot');
    expect(replyText('moonshot', parseSse(await response.text()))).toBe('Echo: via alias');
  });

  it.each(['openai', 'anthropic', 'google', 'alibaba'] as const)('%s: the first bytes arrive while the upstream is still streaming', async (id) => {
    const response = await send(id, '[[fake:hold]] streamed');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(first.value?.byteLength).toBeGreaterThan(0);
    // The fake is parked after its first frame: nothing past it exists yet, so nothing was buffered.
    expect(running.fake.heldCount).toBe(1);
    expect(running.fake.last()?.completed).toBe(false);
    running.fake.release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest.length).toBeGreaterThan(0);
    expect(running.fake.last()?.completed).toBe(true);
  });

  it('gathers a fast stream into fewer writes, every byte kept', async () => {
    const prompt = '[[fake:chunks=200]] [[fake:delay=1]] fast';
    const response = await send('openai', prompt);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let reads = 0;
    let body = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      reads += 1;
      body += new TextDecoder().decode(chunk.value);
    }
    const events = parseSse(body);
    expect(replyText('openai', events)).toBe(replyPieces(prompt, 200).join(''));
    expect(events.length).toBeGreaterThanOrEqual(200);
    // 200 chunks a millisecond apart, written at most once per STREAM_WRITE_INTERVAL_MS.
    expect(reads).toBeLessThan(events.length / 4);
  });

  it('passes the client abort on to the upstream', async () => {
    const controller = new AbortController();
    const response = await send('openai', '[[fake:hold]] abort me', {}, '/api/openai', controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const upstreamRequest = running.fake.last();
    controller.abort();
    for (let i = 0; i < 100 && !upstreamRequest?.aborted; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(upstreamRequest?.aborted).toBe(true);
    running.fake.release();
  });

  it('ends the client stream with an error when the upstream drops mid-stream', async () => {
    const response = await send('openai', '[[fake:drop]]');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('passes a provider error through with its status and JSON body', async () => {
    const response = await send('anthropic', '[[fake:401]]');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
  });

  it('obtains the Baidu token once and reuses it', async () => {
    const before = running.fake.requests.filter((request) => request.path === '/baidu/oauth/2.0/token').length;
    await (await send('baidu', 'one')).text();
    await (await send('baidu', 'two')).text();
    const after = running.fake.requests.filter((request) => request.path === '/baidu/oauth/2.0/token').length;
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('adds the Azure api-version and the Anthropic version when the client sends none', async () => {
    await (await send('azure', 'v')).text();
    expect(running.fake.last()?.query).toBe('?api-version=2023-08-01-preview');
    await (await send('anthropic', 'v')).text();
    expect(running.fake.last()?.headers['anthropic-version']).toBe('2023-06-01');
  });

  it('forwards non-chat calls: model list, billing, images', async () => {
    const headers = { authorization: `Bearer nk-${CODE}` };
    const models = await fetch(`${running.app.url}/api/openai/v1/models`, { headers });
    expect(((await models.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const usage = await fetch(`${running.app.url}/api/openai/dashboard/billing/usage?start_date=2024-01-01&end_date=2024-01-31`, { headers });
    expect(await usage.json()).toMatchObject({ total_usage: 1234.5 });
    expect(running.fake.last()?.query).toBe('?start_date=2024-01-01&end_date=2024-01-31');
    const dalle = await fetch(`${running.app.url}/api/openai/v1/images/generations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'dall-e-3', prompt: 'a fox', n: 1, response_format: 'b64_json' }),
    });
    expect(((await dalle.json()) as { data: { b64_json: string }[] }).data[0]?.b64_json).toMatch(/^iVBORw0KGgo/);
    expect(running.fake.last()?.headers.authorization).toBe('Bearer sk-server-openai');
    const form = new FormData();
    form.set('prompt', 'a lighthouse');
    const image = await fetch(`${running.app.url}/api/stability/v2beta/stable-image/generate/core`, { method: 'POST', headers: { ...headers, accept: 'application/json' }, body: form });
    expect(await image.json()).toMatchObject({ finish_reason: 'SUCCESS' });
    expect(running.fake.last()?.json.prompt).toBe('a lighthouse');
    expect(running.fake.last()?.headers.authorization).toBe('Bearer sk-server-stability');
  });
});
