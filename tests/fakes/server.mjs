// A fake of every provider on one port, each under its own prefix (/openai, /azure, /google …), so
// one process can stand in for all upstreams: BASE_URL=http://127.0.0.1:<port>/openai and so on.
// It answers chat requests with a stream that echoes the last user message, records every request
// (GET /__last, GET /__requests) and notices when a client hangs up mid-stream (aborted: true).

import { createServer } from 'node:http';
import { SPEECH_ROUTE, TRANSCRIPTION_ROUTE, speechAnswer, transcriptionAnswer } from './audio.mjs';
import { errorAnswer } from './errors.mjs';
import { IMAGE_FILE_ROUTE, IMAGE_ROUTE, imageAnswer, pictureFile } from './openai-images.mjs';
import { STABILITY_ROUTE, stabilityAnswer } from './stability.mjs';
import { asksNativeSearch, nativeSearchFrames } from './native-search.mjs';
import { firstToolName, lastUserText, replyPieces, scenarioOf, toolArguments, trailingToolResults, wantsStream } from './requests.mjs';
import { completeBody, streamFrames } from './streams.mjs';
import { verifyTc3 } from './tc3.mjs';

const HISTORY = 50;
/** How long [[fake:drop]] waits after its first frames before it cuts the connection. */
const DROP_AFTER_MS = 20;

const CHAT_ROUTES = [
  [/^\/openai\/v1\/chat\/completions$/, 'openai'],
  [/^\/azure\/openai\/(deployments\/[\w.-]+|v1)\/chat\/completions$/, 'azure'],
  [/^\/google\/v1(beta)?\/models\/([\w.-]+):(streamGenerateContent|generateContent)$/, 'google'],
  [/^\/anthropic\/v1\/messages$/, 'anthropic'],
  [/^\/baidu\/rpc\/2\.0\/ai_custom\/v1\/wenxinworkshop\/chat\/[\w.-]+$/, 'baidu'],
  [/^\/bytedance\/api\/v3\/chat\/completions$/, 'bytedance'],
  [/^\/alibaba\/api\/v1\/services\/aigc\/(text|multimodal)-generation\/generation$/, 'alibaba'],
  [/^\/tencent\/?$/, 'tencent'],
  [/^\/moonshot\/v1\/chat\/completions$/, 'moonshot'],
  [/^\/iflytek\/v1\/chat\/completions$/, 'iflytek'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dimensions of the fake's embeddings. */
const EMBEDDING_DIMENSIONS = 64;

/** A text's fake embedding: its words counted into buckets by a hash, so that texts sharing words
 * point the same way, and the same text always gets the same vector. */
function wordVector(text) {
  const vector = new Array(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
    vector[hash % EMBEDDING_DIMENSIONS] += 1;
  }
  return vector;
}

/** The key the request carries, where that provider puts it. */
function keyOf(dialect, headers, url) {
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  if (dialect === 'azure') return headers['api-key'] ?? bearer;
  if (dialect === 'anthropic') return headers['x-api-key'];
  if (dialect === 'google') return headers['x-goog-api-key'] ?? url.searchParams.get('key') ?? undefined;
  if (dialect === 'baidu') return url.searchParams.get('access_token') ?? undefined;
  return bearer;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function parseBody(raw, contentType) {
  if (contentType?.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  }
  try {
    return JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    return {};
  }
}

/**
 * keys: optional per-provider expected keys ({ openai: 'sk-…' }); baidu: { apiKey, secretKey };
 * tencent: { secretId, secretKey } (signatures are verified). Without an entry any non-empty key passes.
 */
export function createFakeProviders({ keys = {}, frameDelayMs = 0 } = {}) {
  const requests = [];
  const held = new Set();
  /** Texts of [[fake:flaky]] requests already failed once. */
  const flakySeen = new Set();
  const baiduTokens = new Set();
  let tokenCount = 0;
  /** Every request ever recorded: `requests` keeps only the last HISTORY, so its length stops moving. */
  let received = 0;

  function record(entry) {
    received += 1;
    requests.push(entry);
    if (requests.length > HISTORY) requests.shift();
    return entry;
  }

  function json(res, status, body, extraHeaders = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...extraHeaders });
    res.end(JSON.stringify(body));
  }

  function authorised(dialect, req, url, raw) {
    if (dialect === 'tencent') {
      if (!keys.tencent) return Boolean(req.headers.authorization);
      const problem = verifyTc3({ authorization: req.headers.authorization, headers: req.headers, body: raw.toString('utf8'), secrets: { [keys.tencent.secretId]: keys.tencent.secretKey } });
      return problem === undefined;
    }
    const key = keyOf(dialect, req.headers, url);
    if (dialect === 'baidu') return baiduTokens.has(key);
    const expected = dialect === 'iflytek' && keys.iflytek ? keys.iflytek : keys[dialect];
    return expected ? key === expected : Boolean(key);
  }

  async function streamAnswer(res, entry, dialect, frames, scenario) {
    const contentType = dialect === 'alibaba' ? 'text/event-stream;charset=UTF-8' : 'text/event-stream';
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache', 'x-request-id': 'fake-request' });
    const delay = scenario.delayMs ?? frameDelayMs;
    if (scenario.firstMs > 0) await sleep(scenario.firstMs);
    for (const [i, frame] of frames.entries()) {
      if (res.destroyed) return;
      res.write(frame);
      if (i === 0 && scenario.hold) await new Promise((resolve) => held.add(resolve));
      // Frame 0 opens the answer (OpenAI's role frame); frame 1 carries its first words.
      if (i === 1 && scenario.stall) await new Promise((resolve) => held.add(resolve));
      if (scenario.drop && i === 1) {
        // A moment for the first frames to leave, so the drop is mid-stream rather than before the
        // answer. The proxy keeps what arrived before a drop even when both reach it together
        // (src/server/routes/proxy-drop.test.ts), so the moment needs no margin for a busy machine.
        await sleep(DROP_AFTER_MS);
        res.socket?.destroy();
        return;
      }
      if (delay > 0) await sleep(delay);
    }
    entry.completed = true;
    res.end();
  }

  async function chat(req, res, url, dialect, entry, raw) {
    const body = entry.json;
    const text = lastUserText(dialect, body);
    const scenario = scenarioOf(text);
    if (scenario.status === 401 || !authorised(dialect, req, url, raw)) {
      const answer = errorAnswer(dialect, 'auth');
      return json(res, answer.status, answer.body);
    }
    if (scenario.status === 500) {
      const answer = errorAnswer(dialect, 'server');
      return json(res, answer.status, answer.body);
    }
    // A captive portal answering in the provider's place.
    if (scenario.html) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html><head><title>Hotel Wi-Fi: please sign in</title></head><body><form>Accept the terms</form></body></html>');
    }
    if (scenario.retryAfter !== undefined) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(scenario.retryAfter) });
      return res.end(JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }));
    }
    // Down the first time a text is asked, up the next: a transient failure.
    if (scenario.flaky && !flakySeen.has(text)) {
      flakySeen.add(text);
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'The server is overloaded, try again', type: 'server_error' } }));
    }
    const model = body.model ?? body.Model ?? /models\/([\w.-]+):/.exec(url.pathname)?.[1] ?? 'fake-model';
    if (!wantsStream(dialect, body, url.pathname, req.headers)) {
      return json(res, 200, completeBody(dialect, { model, text: `Echo: ${text}` }));
    }
    // The provider asked to search the web itself answers with its own search's sources.
    if (asksNativeSearch(dialect, body)) return streamAnswer(res, entry, dialect, nativeSearchFrames(dialect, { model, question: text }), scenario);
    // Tools offered: the first is called with the message as its argument, until the conversation
    // ends with the tools' results, which the reply then repeats.
    const results = trailingToolResults(dialect, body);
    const toolName = results === undefined ? firstToolName(dialect, body) : undefined;
    const tool = toolName ? { name: toolName, ...toolArguments(text) } : undefined;
    const pieces = results === undefined ? replyPieces(text, scenario.chunks, scenario.paragraphs) : replyPieces(results, scenario.chunks, scenario.paragraphs, 'Tool said: ');
    const reasoning = scenario.reasoning && !tool ? replyPieces(text, undefined, false, 'Thinking about: ') : undefined;
    // As OpenAI and Ark do: the token counts close the stream when the body asks for them.
    const withUsage = scenario.usage || body?.stream_options?.include_usage === true;
    const frames = streamFrames(dialect, { model, pieces, tool, reasoning, withUsage });
    await streamAnswer(res, entry, dialect, frames, scenario);
  }

  async function other(req, res, url, entry, raw) {
    const path = url.pathname;
    if (path === '/baidu/oauth/2.0/token') {
      const id = url.searchParams.get('client_id');
      const secret = url.searchParams.get('client_secret');
      const ok = keys.baidu ? id === keys.baidu.apiKey && secret === keys.baidu.secretKey : Boolean(id && secret);
      if (!ok) return json(res, 401, { error: 'invalid_client', error_description: 'unknown client id' });
      tokenCount += 1;
      const token = `24.fake-token.${tokenCount}`;
      baiduTokens.add(token);
      return json(res, 200, { refresh_token: `25.fake-refresh.${tokenCount}`, expires_in: 2592000, session_key: 'fake', access_token: token, scope: 'public', session_secret: 'fake' });
    }
    if (path === '/openai/v1/models') {
      return json(res, 200, { object: 'list', data: ['gpt-4o-mini', 'gpt-4o', 'dall-e-3'].map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'system' })) });
    }
    if (path === '/openai/v1/embeddings' && req.method === 'POST') {
      if (!authorised('openai', req, url, raw)) return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      const inputs = Array.isArray(entry.json?.input) ? entry.json.input : [String(entry.json?.input ?? '')];
      const data = inputs.map((text, index) => ({ object: 'embedding', index, embedding: wordVector(String(text)) }));
      return json(res, 200, { object: 'list', data, model: entry.json?.model ?? 'text-embedding-3-small', usage: { prompt_tokens: inputs.length, total_tokens: inputs.length } });
    }
    // The same fake vectors in the other providers' embeddings formats (Azure's deployment path,
    // DashScope's OpenAI-compatible mode, Gemini's batchEmbedContents).
    const openAIShaped = /^\/azure\/openai\/deployments\/[\w.-]+\/embeddings$/.test(path) ? 'azure' : path === '/alibaba/compatible-mode/v1/embeddings' ? 'alibaba' : undefined;
    if (openAIShaped && req.method === 'POST') {
      if (!authorised(openAIShaped, req, url, raw)) return json(res, 401, { error: { code: '401', message: 'Access denied due to invalid subscription key.' } });
      const inputs = Array.isArray(entry.json?.input) ? entry.json.input : [String(entry.json?.input ?? '')];
      return json(res, 200, { object: 'list', data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: wordVector(String(text)) })), model: entry.json?.model ?? 'text-embedding-3-small' });
    }
    if (/^\/google\/v1(beta)?\/models\/[\w.-]+:batchEmbedContents$/.test(path) && req.method === 'POST') {
      if (!authorised('google', req, url, raw)) return json(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
      const requests = Array.isArray(entry.json?.requests) ? entry.json.requests : [];
      return json(res, 200, { embeddings: requests.map((one) => ({ values: wordVector((one?.content?.parts ?? []).map((part) => part?.text ?? '').join(' ')) })) });
    }
    if (path === '/openai/dashboard/billing/usage') return json(res, 200, { object: 'list', daily_costs: [], total_usage: 1234.5 });
    if (path === '/openai/dashboard/billing/subscription') {
      return json(res, 200, { object: 'billing_subscription', has_payment_method: true, hard_limit_usd: 120, soft_limit_usd: 100, system_hard_limit_usd: 120 });
    }
    if (IMAGE_ROUTE.test(path) && req.method === 'POST') {
      const dialect = path.startsWith('/azure') ? 'azure' : 'openai';
      const origin = `http://${req.headers.host}`;
      const answer = imageAnswer({ prompt: entry.json.prompt, authorised: authorised(dialect, req, url, raw), origin, dialect });
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      return res.end(answer.body);
    }
    if (SPEECH_ROUTE.test(path) && req.method === 'POST') {
      const dialect = path.startsWith('/azure') ? 'azure' : 'openai';
      return speechAnswer(res, { entry, authorised: authorised(dialect, req, url, raw), dialect });
    }
    if (TRANSCRIPTION_ROUTE.test(path) && req.method === 'POST') {
      const dialect = path.startsWith('/azure') ? 'azure' : 'openai';
      const answer = await transcriptionAnswer({ entry, raw, contentType: req.headers['content-type'], authorised: authorised(dialect, req, url, raw), dialect });
      entry.completed = true;
      return json(res, answer.status, answer.body);
    }
    if (IMAGE_FILE_ROUTE.test(path)) {
      const file = pictureFile();
      res.writeHead(file.status, file.headers);
      return res.end(file.body);
    }
    if (STABILITY_ROUTE.test(path) && req.method === 'POST') {
      const answer = await stabilityAnswer({ prompt: entry.json.prompt, authorised: /^Bearer .+/.test(req.headers.authorization ?? ''), accept: req.headers.accept });
      res.writeHead(answer.status, { 'content-type': answer.contentType, ...answer.headers });
      entry.completed = true;
      return res.end(answer.body);
    }
    return json(res, 404, { error: { message: `The fake has no ${req.method} ${path}` } });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__last') return json(res, 200, requests.at(-1) ?? null);
    if (url.pathname === '/__requests') return json(res, 200, requests);
    if (url.pathname === '/__release') {
      for (const resolve of held) resolve();
      const released = held.size;
      held.clear();
      return json(res, 200, { released });
    }
    const raw = await readBody(req);
    const entry = record({ method: req.method, path: url.pathname, query: url.search, headers: { ...req.headers }, body: raw.toString('utf8'), aborted: false, completed: false });
    res.on('close', () => {
      if (!res.writableFinished) entry.aborted = true;
    });
    entry.json = await parseBody(raw, req.headers['content-type']);
    const route = CHAT_ROUTES.find(([pattern]) => pattern.test(url.pathname));
    if (route && req.method === 'POST') return chat(req, res, url, route[1], entry, raw);
    return other(req, res, url, entry, raw);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) json(res, 500, { error: { message: `fake failed: ${error.message}` } });
      else res.destroy();
    });
  });

  return {
    server,
    /** Listens on 127.0.0.1; port 0 picks a free one. */
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise((resolve) => server.listen(port, host, resolve));
      const address = server.address();
      return { port: address.port, url: `http://${host}:${address.port}` };
    },
    async close() {
      for (const resolve of held) resolve();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    requests,
    last: () => requests.at(-1),
    release() {
      for (const resolve of held) resolve();
      held.clear();
    },
    get heldCount() {
      return held.size;
    },
    get received() {
      return received;
    },
  };
}
