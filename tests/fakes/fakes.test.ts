import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTencentRequest } from '../../src/core/providers/tencent-signature';
import { CHAT_PROVIDERS, SERVER_KEYS, chatCall, parseSse, replyText, startFake, type ChatProvider } from './harness';
import type { FakeProviders } from './server.mjs';
import { verifyTc3 } from './tc3.mjs';

let fake: FakeProviders & { url: string };
let baiduToken = '';

beforeAll(async () => {
  fake = await startFake();
  const token = await fetch(`${fake.url}/baidu/oauth/2.0/token?grant_type=client_credentials&client_id=baidu-ak&client_secret=baidu-sk`, { method: 'POST' });
  baiduToken = ((await token.json()) as { access_token: string }).access_token;
});
afterAll(() => fake.close());

/** Calls the fake directly, with the credentials each provider expects. */
async function direct(id: ChatProvider, text: string, tools = false): Promise<Response> {
  const call = chatCall(id, text, { tools });
  const headers: Record<string, string> = { ...call.headers };
  let query = '';
  if (id === 'azure') headers['api-key'] = SERVER_KEYS.azure;
  else if (id === 'anthropic') headers['x-api-key'] = SERVER_KEYS.anthropic;
  else if (id === 'google') headers['x-goog-api-key'] = SERVER_KEYS.google;
  else if (id === 'baidu') query = `?access_token=${baiduToken}`;
  else if (id === 'tencent') {
    const url = new URL(`${fake.url}/tencent/`);
    const signed = await signTencentRequest({ ...SERVER_KEYS.tencent, body: call.body, timestamp: Math.floor(Date.now() / 1000), host: url.host, action: 'ChatCompletions', version: '2023-09-01' });
    delete signed.Host;
    delete headers['content-type'];
    Object.assign(headers, signed);
  } else headers.authorization = `Bearer ${SERVER_KEYS[id]}`;
  return fetch(`${fake.url}/${id}/${call.path}${query}`, { method: 'POST', headers, body: call.body });
}

describe('fake providers', () => {
  it.each(CHAT_PROVIDERS)('%s streams an echo of the last user message', async (id) => {
    const response = await direct(id, 'Hello fake');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(replyText(id, parseSse(text))).toBe('Echo: Hello fake');
    expect(fake.last()?.completed).toBe(true);
  });

  it('frames Gemini events with CRLF and ends without [DONE]', async () => {
    const text = await (await direct('google', 'Hi')).text();
    expect(text).toMatch(/}\r\n\r\n$/);
    expect(text).not.toContain('[DONE]');
  });

  it('frames DashScope events with id, event and an HTTP_STATUS comment, and a string "null" finish', async () => {
    const text = await (await direct('alibaba', 'Hi')).text();
    expect(text.startsWith('id:1\nevent:result\n:HTTP_STATUS/200\ndata:{')).toBe(true);
    expect(text).toContain('"finish_reason":"null"');
    expect(text).toContain('"finish_reason":"stop"');
  });

  it('ends Baidu with is_end and Hunyuan with FinishReason, neither with [DONE]', async () => {
    const baidu = parseSse(await (await direct('baidu', 'Hi')).text());
    expect(JSON.parse(baidu.at(-1)?.data ?? '{}').is_end).toBe(true);
    const tencent = parseSse(await (await direct('tencent', 'Hi')).text());
    expect(JSON.parse(tencent.at(-1)?.data ?? '{}').Choices[0].FinishReason).toBe('stop');
    expect([...baidu, ...tencent].some((event) => event.data === '[DONE]')).toBe(false);
  });

  it('names Anthropic events after their type and ends with message_stop', async () => {
    const events = parseSse(await (await direct('anthropic', 'Hi')).text());
    for (const event of events) expect(JSON.parse(event.data).type).toBe(event.event);
    expect(events.at(-1)?.event).toBe('message_stop');
  });

  it.each(['openai', 'bytedance', 'moonshot'] as const)('%s streams [[fake:reasoning]] as reasoning_content before the answer', async (id) => {
    const events = parseSse(await (await direct(id, '[[fake:reasoning]] Why')).text());
    const deltas = events.filter((event) => event.data !== '[DONE]').map((event) => JSON.parse(event.data).choices[0]?.delta ?? {});
    const reasoning = deltas.map((delta) => delta.reasoning_content ?? '').join('');
    expect(reasoning).toBe('Thinking about: [[fake:reasoning]] Why');
    const firstAnswer = deltas.findIndex((delta) => delta.content);
    expect(deltas.findLastIndex((delta) => delta.reasoning_content)).toBeLessThan(firstAnswer);
    expect(replyText(id, events)).toBe('Echo: [[fake:reasoning]] Why');
  });

  it('streams Anthropic [[fake:reasoning]] as a signed thinking block, then a text block', async () => {
    const events = parseSse(await (await direct('anthropic', '[[fake:reasoning]] Why')).text()).map((event) => JSON.parse(event.data));
    const starts = events.filter((data) => data.type === 'content_block_start');
    expect(starts.map((data) => [data.index, data.content_block.type])).toEqual([
      [0, 'thinking'],
      [1, 'text'],
    ]);
    const thinking = events.filter((data) => data.delta?.type === 'thinking_delta').map((data) => data.delta.thinking);
    expect(thinking.join('')).toBe('Thinking about: [[fake:reasoning]] Why');
    expect(events.some((data) => data.delta?.type === 'signature_delta' && data.index === 0)).toBe(true);
    expect(events.filter((data) => data.type === 'content_block_stop').map((data) => data.index)).toEqual([0, 1]);
  });

  it.each(CHAT_PROVIDERS)('%s streams a tool call whose arguments carry the message', async (id) => {
    const events = parseSse(await (await direct(id, 'Paris', true)).text());
    const all = events.map((event) => event.data).join('\n');
    expect(all).toContain('get_weather');
    let args = '';
    for (const event of events) {
      if (event.data === '[DONE]') continue;
      const data = JSON.parse(event.data);
      if (id === 'google') args += JSON.stringify(data.candidates?.[0]?.content?.parts?.[0]?.functionCall?.args ?? '');
      else if (id === 'anthropic') args += data.delta?.partial_json ?? '';
      else if (id === 'baidu') args += data.function_call?.arguments ?? '';
      else if (id === 'alibaba') args += data.output.choices[0].message.tool_calls?.[0]?.function?.arguments ?? '';
      else if (id === 'tencent') args += data.Choices[0].Delta.ToolCalls?.[0]?.Function?.Arguments ?? '';
      else if (id === 'iflytek') args += data.choices[0].delta.tool_calls?.function?.arguments ?? '';
      else args += data.choices[0]?.delta?.tool_calls?.[0]?.function?.arguments ?? '';
    }
    expect(JSON.parse(args.replace(/^"|"$/g, '') || '{}')).toEqual({ query: 'Paris' });
  });

  it.each(CHAT_PROVIDERS)('%s answers [[fake:401]] with its own error body', async (id) => {
    const response = await direct(id, '[[fake:401]]');
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = JSON.stringify(await response.json());
    expect(body).toMatch(/error|Error|code/);
    if (id === 'baidu' || id === 'tencent') expect(response.status).toBe(200);
    else expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a wrong key in the provider format', async () => {
    const response = await fetch(`${fake.url}/openai/v1/chat/completions`, { method: 'POST', headers: { authorization: 'Bearer wrong' }, body: chatCall('openai', 'x').body });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
  });

  it('drops the connection mid-stream on [[fake:drop]]', async () => {
    const response = await direct('openai', '[[fake:drop]]');
    await expect(response.text()).rejects.toThrow();
  });

  it('records the last request with headers and body', async () => {
    await direct('moonshot', 'remember me');
    const last = (await (await fetch(`${fake.url}/__last`)).json()) as { path: string; headers: Record<string, string>; body: string };
    expect(last.path).toBe('/moonshot/v1/chat/completions');
    expect(last.headers.authorization).toBe(`Bearer ${SERVER_KEYS.moonshot}`);
    expect(last.body).toContain('remember me');
  });

  it('verifies TC3 signatures against the published Tencent test vector', () => {
    const body = '{"Model":"hunyuan-turbos-latest","Messages":[{"Role":"system","Content":"You are a helpful assistant."},{"Role":"user","Content":"Hi"}],"Stream":true,"Temperature":0.7,"TopP":1}';
    const authorization = 'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2023-11-14/hunyuan/tc3_request, SignedHeaders=content-type;host, Signature=5617dcbfff698ad5ef03060e88ef8ef596faca09d1c7891cce5dae985d24294e';
    const headers = { 'content-type': 'application/json', host: 'hunyuan.tencentcloudapi.com', 'x-tc-timestamp': '1700000000' };
    const secrets = { AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE' };
    expect(verifyTc3({ authorization, headers, body, secrets, nowSeconds: 1_700_000_000 })).toBeUndefined();
    expect(verifyTc3({ authorization, headers, body: `${body} `, secrets, nowSeconds: 1_700_000_000 })).toBe('signature mismatch');
  });

  describe('OpenAI image generation', () => {
    const draw = (prompt: string, key = SERVER_KEYS.openai, path = 'openai/v1/images/generations') =>
      fetch(`${fake.url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'api-key': SERVER_KEYS.azure },
        body: JSON.stringify({ model: 'dall-e-3', prompt, n: 1, size: '1024x1024', response_format: 'b64_json' }),
      });

    it('answers with a whole PNG in base64 and a revised prompt', async () => {
      const body = (await (await draw('a fox')).json()) as { data: { b64_json: string; revised_prompt: string }[] };
      const png = Buffer.from(body.data[0]!.b64_json, 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
      expect(body.data[0]!.revised_prompt).toContain('a fox');
    });

    it('serves Azure deployments the same way', async () => {
      const response = await draw('a fox', SERVER_KEYS.openai, 'azure/openai/deployments/dall-e-3/images/generations');
      expect(response.status).toBe(200);
    });

    it('answers with a URL the browser can fetch from another origin', async () => {
      const body = (await (await draw('a fox [[fake:url]]')).json()) as { data: { url: string }[] };
      const picture = await fetch(body.data[0]!.url);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(picture.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('speaks the documented refusals and the broken answers the tests need', async () => {
      const policy = await draw('[[fake:policy]]');
      expect(policy.status).toBe(400);
      expect(await policy.json()).toMatchObject({ error: { code: 'content_policy_violation', type: 'invalid_request_error' } });
      expect((await draw('x', 'wrong-key')).status).toBe(401);
      expect((await draw('[[fake:429]]')).status).toBe(429);
      const html = await draw('[[fake:html]]');
      expect(html.headers.get('content-type')).toContain('text/html');
      const truncated = (await (await draw('[[fake:truncated]]')).json()) as { data: { b64_json: string }[] };
      expect(Buffer.from(truncated.data[0]!.b64_json, 'base64').includes('IEND')).toBe(false);
      const empty = (await (await draw('[[fake:empty]]')).json()) as { data: { b64_json: string }[] };
      expect(empty.data[0]!.b64_json).toBe('');
    });
  });

  it('serves Stability images as JSON or raw bytes', async () => {
    const form = new FormData();
    form.set('prompt', 'a cat');
    const json = await fetch(`${fake.url}/stability/v2beta/stable-image/generate/core`, { method: 'POST', headers: { authorization: 'Bearer k', accept: 'application/json' }, body: form });
    expect(await json.json()).toMatchObject({ finish_reason: 'SUCCESS' });
    expect(fake.last()?.json.prompt).toBe('a cat');
    const raw = await fetch(`${fake.url}/stability/v2beta/stable-image/generate/core`, { method: 'POST', headers: { authorization: 'Bearer k', accept: 'image/*' }, body: form });
    expect(raw.headers.get('content-type')).toBe('image/png');
    expect(raw.headers.get('finish-reason')).toBe('SUCCESS');
    expect(Buffer.from(await raw.arrayBuffer()).subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('speaks Stability\'s documented refusals and the broken answers the tests need', async () => {
    const generate = (prompt: string, accept = 'application/json') => {
      const form = new FormData();
      form.set('prompt', prompt);
      return fetch(`${fake.url}/stability/v2beta/stable-image/generate/ultra`, { method: 'POST', headers: { authorization: 'Bearer k', accept }, body: form });
    };
    const moderation = await generate('x [[fake:moderation]]');
    expect(moderation.status).toBe(403);
    expect(await moderation.json()).toMatchObject({ name: 'content_moderation', errors: [expect.any(String)] });
    const fields = await generate('x [[fake:fields]]');
    expect(fields.status).toBe(400);
    expect(((await fields.json()) as { errors: string[] }).errors).toHaveLength(2);
    expect(await (await generate('x [[fake:filtered]]')).json()).toMatchObject({ finish_reason: 'CONTENT_FILTERED' });
    expect((await generate('x [[fake:filtered]]', 'image/*')).headers.get('finish-reason')).toBe('CONTENT_FILTERED');
    expect((await generate('x [[fake:html]]')).headers.get('content-type')).toContain('text/html');
    expect((await (await generate('x [[fake:empty]]', 'image/*')).arrayBuffer()).byteLength).toBe(0);
  });
});
